import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../test/app";

function folders() {
  const root = mkdtempSync(join(tmpdir(), "naehan-static-"));
  const dist = join(root, "dist");
  const media = join(root, "media");
  mkdirSync(join(dist, "assets"), { recursive: true });
  mkdirSync(media);
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>naehan</title>");
  writeFileSync(join(dist, "assets", "app-3f9a.js"), "console.log(1)");
  writeFileSync(join(dist, "favicon.svg"), "<svg/>");
  writeFileSync(join(media, "abc.webp"), "RIFF....WEBP");
  // What the build writes for the server: the module map, with the source paths in it.
  mkdirSync(join(dist, ".vite"));
  writeFileSync(join(dist, ".vite", "manifest.json"), '{"../../packages/contract/src/x.ts":{}}');
  writeFileSync(join(media, ".hidden.webp"), "RIFF....WEBP");
  return { dist, media };
}

async function poster(media: string) {
  const image = await sharp({
    create: { width: 800, height: 1200, channels: 3, background: "#e11d48" },
  })
    .webp()
    .toBuffer();
  writeFileSync(join(media, "poster.webp"), image);
}

describe("static files", () => {
  let t: TestApp;
  let media = "";
  beforeAll(async () => {
    const { dist, media: folder } = folders();
    media = folder;
    await poster(media);
    t = await createTestApp("empty", { config: { webDistDir: dist, mediaDir: media } });
  });
  afterAll(() => t.close());
  const get = (path: string) => t.request(path);

  it("cache hashed assets and media for good, other files for a day, pages never", async () => {
    const cases: [string, string][] = [
      ["/assets/app-3f9a.js", "public, max-age=31536000, immutable"],
      ["/media/abc.webp", "public, max-age=31536000, immutable"],
      ["/favicon.svg", "public, max-age=86400"],
      ["/index.html", "no-cache"],
      ["/concert/3", "no-cache"],
    ];
    for (const [path, expected] of cases) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe(expected);
    }
  });

  it("serve media as sandboxed, never as a document that runs script", async () => {
    const response = await get("/media/abc.webp");
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
  });

  it("make narrow copies of an uploaded poster for phone-sized cards, as WebP and as AVIF", async () => {
    for (const [variant, width] of [
      ["w320", 320],
      ["w480", 480],
    ] as const) {
      const response = await get(`/media/${variant}/poster.webp`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, width * 1.5]);
      const avif = await get(`/media/${variant}/poster.avif`);
      expect(avif.status).toBe(200);
      expect(avif.headers.get("content-type")).toBe("image/avif");
      expect(avif.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const avifMeta = await sharp(Buffer.from(await avif.arrayBuffer())).metadata();
      expect([avifMeta.format, avifMeta.width, avifMeta.height]).toEqual([
        "heif",
        width,
        width * 1.5,
      ]);
    }
    expect((await get("/media/w320/missing.webp")).status).toBe(404);
    expect((await get("/media/w320/missing.avif")).status).toBe(404);
  });

  it("make card copies of outlined vector art, a phone's cheaper image to draw", async () => {
    writeFileSync(
      join(media, "art.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900"><rect width="600" height="900" fill="#123"/><path d="m10 10l5 0 0 5z"/></svg>',
    );
    for (const [variant, width] of [
      ["w24", 24],
      ["w280", 280],
      ["w800", 800],
    ] as const) {
      for (const [extension, format] of [
        ["webp", "webp"],
        ["avif", "heif"],
      ]) {
        const response = await get(`/media/${variant}/art.${extension}`);
        expect(response.status).toBe(200);
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([format, width, width * 1.5]);
      }
    }
    expect((await get("/media/w999/poster.webp")).status).toBe(404);
  });

  it("make only a tiny backdrop copy of vector art with text, which no server font may draw", async () => {
    writeFileSync(
      join(media, "lettered.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900"><rect width="600" height="900" fill="#123"/><text x="10" y="40">내한</text></svg>',
    );
    expect((await get("/media/w24/lettered.webp")).status).toBe(200);
    expect((await get("/media/w280/lettered.webp")).status).toBe(404);
    expect((await get("/media/w400/lettered.avif")).status).toBe(404);
  });

  it("send vector art compressed at the highest settings, once, in both encodings", async () => {
    // Generated art: many outlined letters, as the demo posters have.
    const letters = Array.from(
      { length: 400 },
      (_, i) => `<path d="m${i % 600} ${(i * 7) % 900}q.1 0 .2 -.1l0 -11q0 -.1 .2 -.1l1.3 0z"/>`,
    ).join("");
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900">${letters}</svg>`;
    writeFileSync(join(media, "letters.svg"), svg);
    const perAnswer = brotliCompressSync(svg, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
    }).length;
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
    ] as const) {
      const response = await t.request("/media/letters.svg", {
        headers: { "accept-encoding": accept },
      });
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("content-type")).toContain("image/svg+xml");
      expect(response.headers.get("vary")).toContain("Accept-Encoding");
      const body = Buffer.from(await response.arrayBuffer());
      expect(decode(body).toString()).toBe(svg);
      if (encoding === "br") expect(body.length).toBeLessThan(perAnswer);
    }
    for (const accept of ["", "br;q=0, gzip;q=0"]) {
      const plain = await t.request("/media/letters.svg", {
        headers: { "accept-encoding": accept },
      });
      expect(plain.headers.get("content-encoding"), accept).toBeNull();
      expect(await plain.text()).toBe(svg);
    }
  });

  it("never serve a file or folder whose name starts with a dot (review of 2026-11-27, I1)", async () => {
    for (const path of [
      "/.vite/manifest.json",
      "/%2Evite/manifest.json",
      "/assets/../.vite/manifest.json",
      "/media/.hidden.webp",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain("packages/contract");
    }
  });

  it("answer 404 for missing media and assets, not the app page", async () => {
    expect((await get("/media/missing.webp")).status).toBe(404);
    expect((await get("/assets/missing.js")).status).toBe(404);
  });
});
