import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { localStorage } from "./storage";

const dir = mkdtempSync(join(tmpdir(), "naehan-storage-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("local media storage", () => {
  it("stores the same image written twice at once (two posters alike) as one file", async () => {
    const storage = localStorage(dir);
    const bytes = new Uint8Array([1, 2, 3, 4, 5]);
    const keys = await Promise.all(Array.from({ length: 8 }, () => storage.put(bytes, "webp")));
    expect(new Set(keys).size).toBe(1);
    expect(readdirSync(dir)).toEqual([keys[0]?.replace("/media/", "")]);
    expect([...readFileSync(join(dir, readdirSync(dir)[0] ?? ""))]).toEqual([1, 2, 3, 4, 5]);
  });
});
