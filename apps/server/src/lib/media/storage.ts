import { createHash, randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";

export type MediaExtension = "svg" | "webp" | "jpg" | "png" | "gif";

/**
 * Where uploaded and generated images go: local files under DATA_DIR, or an S3-compatible bucket
 * (s3-storage.ts). Keys are content hashes, so a URL never changes and can be cached for good.
 */
export interface MediaStorage {
  /** Stores the bytes and answers the URL they are served at. */
  put(bytes: Uint8Array, extension: MediaExtension): Promise<string>;
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
      // Write then rename: a reader never sees half a file. The temporary name is the write's
      // own, so two writes of the same image at once (the same key) do not share one.
      const temp = `${target}.${process.pid}.${randomUUID()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, target);
      return `/media/${key}`;
    },
  };
}

/** Kept in memory, for an app answering in-process requests (tests, benchmarks); `files` by key. */
export function memoryStorage(): MediaStorage & { files: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array>();
  return {
    files,
    put(bytes, extension) {
      const key = contentKey(bytes, extension);
      files.set(key, bytes);
      return Promise.resolve(`/media/${key}`);
    },
  };
}
