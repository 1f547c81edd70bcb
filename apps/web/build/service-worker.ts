import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { endpoints, pathPattern } from "@naehan/contract";
import type { Plugin } from "vite";

/**
 * The answers a concert or artist page is drawn from (the public catalogue reads): the service
 * worker keeps them, so a page seen once opens without a network.
 */
const OFFLINE_DATA = [
  endpoints.listConcerts,
  endpoints.getConcert,
  endpoints.getPredictedSetlist,
  endpoints.listArtists,
  endpoints.getArtist,
  endpoints.listArtistConcerts,
  endpoints.listPastConcerts,
  endpoints.getPastConcert,
  endpoints.getSongRanking,
];

/**
 * Emits /sw.js from build/sw-template.js with the list of built scripts and styles to precache, a
 * version that changes with them (so a new build replaces the old shell), and the patterns of the
 * API answers it keeps.
 */
export function serviceWorker(): Plugin {
  let root = ".";
  return {
    name: "naehan:service-worker",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    // After Vite's own plugins, which drop the empty scripts left by CSS-only imports.
    enforce: "post",
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const precache = Object.entries(bundle)
        .filter(
          ([file, output]) =>
            /^assets\/.+\.(?:js|css)$/.test(file) &&
            !(output.type === "chunk" && output.code.trim() === ""),
        )
        .map(([file]) => file)
        .map((file) => `/${file}`)
        .sort();
      const version = createHash("sha256").update(precache.join("\n")).digest("hex").slice(0, 12);
      const template = await readFile(join(root, "build/sw-template.js"), "utf8");
      this.emitFile({
        type: "asset",
        fileName: "sw.js",
        source: template
          .replace("__VERSION__", version)
          .replace("__PRECACHE__", JSON.stringify(precache))
          .replace(
            "__DATA_PATHS__",
            JSON.stringify(OFFLINE_DATA.map((endpoint) => pathPattern(endpoint).source)),
          ),
      });
    },
  };
}
