import { Hono } from "hono";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressBodies, pickEncoding } from "./compression";

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

describe("Accept-Encoding, with its q-values (review of 2026-11-27, I2)", () => {
  it("picks the coding the client prefers most, brotli before gzip when it likes both alike", () => {
    const cases: [string | undefined, "br" | "gzip" | null][] = [
      [undefined, null],
      ["", null],
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["GZIP", "gzip"],
      ["br;q=0, gzip;q=0", null],
      ["gzip;q=1, br;q=0.5", "gzip"],
      ["br;q=0.5, gzip;q=0.5", "br"],
      ["br;q=0, gzip", "gzip"],
      ["*;q=0", null],
      ["*", "br"],
      ["*;q=0.5, br;q=0", "gzip"],
      ["gzip;q=0.2, identity;q=0.8", null],
      ["identity", null],
      ["deflate", null],
      [" gzip ; q=0.8 , br ; q=0.9 ", "br"],
    ];
    for (const [header, expected] of cases) {
      expect(pickEncoding(header), String(header)).toBe(expected);
    }
  });

  it("sends a body as it is to a client that refuses both codings", async () => {
    const res = await get("/big", "br;q=0, gzip;q=0");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.json()).toEqual(big);
    expect((await get("/big", "gzip;q=1, br;q=0.5")).headers.get("content-encoding")).toBe("gzip");
  });
});
