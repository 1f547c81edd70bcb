import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A build of the web app as the server sees it: the real index.html (its head and inline scripts
 * are the web's), a manifest, stylesheets, and `renderer` as the server renderer's module
 * (dist-ssr/entry-server.js, exporting `render` and `renderHead`). Returns the dist folder.
 */
export function webBuild(renderer: string): string {
  const root = mkdtempSync(join(tmpdir(), "naehan-pages-"));
  const dist = join(root, "dist");
  mkdirSync(join(dist, "assets"), { recursive: true });
  mkdirSync(join(dist, ".vite"));
  mkdirSync(join(root, "dist-ssr"));
  const template = readFileSync(
    fileURLToPath(new URL("../../../web/index.html", import.meta.url)),
    "utf8",
  );
  writeFileSync(
    join(dist, "index.html"),
    template
      .replace(/<script type="module" src="\/src\/main\.tsx"><\/script>/, "")
      .replace(
        "</head>",
        '  <script type="module" crossorigin src="/assets/index-3f9a.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index-3f9a.css">\n  </head>',
      ),
  );
  writeFileSync(join(dist, "assets", "index-3f9a.js"), "export {};");
  writeFileSync(join(dist, "assets", "index-3f9a.css"), "body{color:#000}");
  writeFileSync(join(dist, "assets", "concert-1.css"), "h1{font-weight:700}");
  writeFileSync(
    join(dist, ".vite", "manifest.json"),
    JSON.stringify({
      "src/routes/concert.tsx": { file: "assets/concert-1.js", css: ["assets/concert-1.css"] },
    }),
  );
  writeFileSync(join(root, "dist-ssr", "entry-server.js"), renderer);
  return dist;
}
