import { createHash } from "node:crypto";
import { mkdir, writeFile, rename } from "node:fs/promises";
import { join } from "node:path";

/** Where uploaded and generated images go. Keys are content hashes, so a URL never changes. */
export interface MediaStorage {
  put(bytes: Uint8Array, extension: "svg" | "webp" | "jpg" | "png" | "gif"): Promise<string>;
}

export function contentKey(bytes: Uint8Array, extension: string): string {
  return `${createHash("sha256").update(bytes).digest("base64url").slice(0, 24)}.${extension}`;
}

/** Files under `dir`, served at `/media/<key>`. */
export function localStorage(dir: string): MediaStorage {
  let ready: Promise<unknown> | null = null;
  return {
    async put(bytes, extension) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const key = contentKey(bytes, extension);
      const target = join(dir, key);
      // Write then rename: a reader never sees half a file.
      const temp = `${target}.${process.pid}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, target);
      return `/media/${key}`;
    },
  };
}
