import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The server package's folder, found by walking up from this module. Works both from source
 * (src/db/paths.ts) and from the bundle (dist/main.js), which sit at different depths.
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, "utf8")) as { name?: string };
      if (name === "@naehan/server") return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error("Cannot find the @naehan/server package folder");
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const migrationsDir = join(serverRoot, "src/db/migrations");
