import { Hono } from "hono";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressBodies } from "./compression";

const big = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `공연 ${i}` })) };
const app = new Hono()
  .use(compressBodies())
  .get("/big", (c) => c.json(big))
  .get("/small", (c) => c.json({ ok: true }))
  .get("/image", (c) => c.body(new Uint8Array(4096), 200, { "content-type": "image/png" }));

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, acceptEncoding ? { headers: { "accept-encoding": acceptEncoding } } : {});

describe("compressBodies", () => {
  it("answers brotli when accepted, else gzip, with the right length and the same JSON", async () => {
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
    ] as const) {
      const res = await get("/big", accept);
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("vary")).toMatch(/Accept-Encoding/i);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(Number(res.headers.get("content-length"))).toBe(bytes.byteLength);
      expect(JSON.parse(decode(bytes).toString("utf8"))).toEqual(big);
    }
  });

  it("leaves small answers, images and clients without an encoding alone", async () => {
    const plain = await get("/big");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.json()).toEqual(big);
    expect((await get("/small", "br")).headers.get("content-encoding")).toBeNull();
    expect((await get("/image", "br")).headers.get("content-encoding")).toBeNull();
  });
});
