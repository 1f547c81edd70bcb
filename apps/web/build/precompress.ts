import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes .br and .gz next to every compressible build output, so the server never compresses them. */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "naehan:precompress",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      for await (const path of files(outDir)) {
        if (!COMPRESSIBLE.test(path) || (await stat(path)).size < 512) continue;
        const source = await readFile(path);
        await writeFile(`${path}.gz`, gzipSync(source, { level: 9 }));
        await writeFile(
          `${path}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
