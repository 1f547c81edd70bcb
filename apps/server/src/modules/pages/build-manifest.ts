import { readFileSync } from "node:fs";
import { join } from "node:path";

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface ModuleFiles {
  styles: string[];
  scripts: string[];
}

/**
 * What Vite's build manifest says about the web app's files: the stylesheets and scripts a
 * screen's module needs (its own and those of what it imports). Stylesheets come in the order the
 * browser's loader applies them, what a module imports before the module's own, so a screen's
 * rule overrides a shared component's of the same weight on a rendered page as it does after a
 * navigation in the browser.
 */
export function readBuildManifest(dist: string) {
  let manifest: Record<string, ManifestEntry> = {};
  try {
    manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Record<
      string,
      ManifestEntry
    >;
  } catch {
    // No manifest (a development build): no hints, pages still work.
  }

  const filesOf = (modules: string[]): ModuleFiles => {
    const styles = new Set<string>();
    const scripts = new Set<string>();
    const visit = (key: string) => {
      const entry = manifest[key];
      if (!entry || scripts.has(`/${entry.file}`)) return;
      scripts.add(`/${entry.file}`);
      for (const child of entry.imports ?? []) visit(child);
      for (const css of entry.css ?? []) styles.add(`/${css}`);
    };
    modules.forEach(visit);
    return { styles: [...styles], scripts: [...scripts] };
  };

  return { filesOf };
}
