import { readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";

/**
 * Raster icons for the web app manifest and iOS, and the default link-preview image, drawn from
 * public/icon.svg at build time (the mark is shapes, not text, so no font is needed).
 */
export function icons(): Plugin {
  let root = ".";
  return {
    name: "naehan:icons",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const svg = await readFile(join(root, "public/icon.svg"));
      const png = (size: number) =>
        sharp(svg, { density: 300 }).resize(size, size).png().toBuffer();
      for (const [fileName, size] of [
        ["icon-192.png", 192],
        ["icon-512.png", 512],
        ["apple-touch-icon.png", 180],
      ] as const) {
        this.emitFile({ type: "asset", fileName, source: await png(size) });
      }
      const mark = await png(360);
      const card = await sharp({
        create: { width: 1200, height: 630, channels: 4, background: "#ffffff" },
      })
        .composite([{ input: mark, gravity: "center" }])
        .png()
        .toBuffer();
      this.emitFile({ type: "asset", fileName: "og-default.png", source: card });
    },
  };
}
