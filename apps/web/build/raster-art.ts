import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";

const QUERY = "?webp";

/**
 * `import art from "./picture.svg?webp"`: the picture drawn once into a WebP file at its own width
 * and imported as that file (hashed and served like any asset, on the server's pages and in the
 * browser alike). For vector art that is shapes only (a banner's text is page text): a phone
 * draws every SVG image as a document of its own on its main thread, a WebP is decoded off it.
 * Drawn copies are kept by the SVG's content hash under `node_modules/.cache`, so an unchanged
 * picture is drawn once per machine.
 */
export function rasterArt(): Plugin {
  let cacheDir = "";
  return {
    name: "naehan:raster-art",
    enforce: "pre",
    configResolved(config) {
      cacheDir = join(config.root, "node_modules/.cache/naehan-raster-art");
    },
    async resolveId(source, importer) {
      if (!source.endsWith(`.svg${QUERY}`)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, {
        skipSelf: true,
      });
      return resolved ? `${resolved.id}${QUERY}` : null;
    },
    async load(id) {
      if (!id.endsWith(`.svg${QUERY}`)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const svg = await readFile(file);
      const hash = createHash("sha256").update(svg).digest("hex").slice(0, 16);
      const dir = join(cacheDir, hash);
      const target = join(dir, `${basename(file, ".svg")}.webp`);
      if (!existsSync(target)) {
        await mkdir(dir, { recursive: true });
        const webp = await sharp(svg).webp({ quality: 80 }).toBuffer();
        const temp = `${target}.${process.pid}.tmp`;
        await writeFile(temp, webp);
        await rename(temp, target);
      }
      return `export { default } from ${JSON.stringify(target)};`;
    },
  };
}
