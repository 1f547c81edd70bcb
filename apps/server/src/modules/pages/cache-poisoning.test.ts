import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ResponseCache } from "../../lib/cache/response-cache";
import { type TestApp, createTestApp } from "../../test/app";
import { buildArtist } from "../../test/factories";

/** Finding 2: no cached page may depend on a header that is not part of its cache key. */
function webDist() {
  const dist = join(mkdtempSync(join(tmpdir(), "naehan-poison-")), "dist");
  mkdirSync(dist, { recursive: true });
  writeFileSync(
    join(dist, "index.html"),
    "<!doctype html><html><head><title>naehan</title></head><body><div id=root></div></body></html>",
  );
  return dist;
}

const poison = { "x-forwarded-host": "evil.example:443", "x-forwarded-proto": "https" };

describe.each([
  ["without PUBLIC_URL", null],
  ["with PUBLIC_URL", "https://naehan.example"],
])("page origin behind a trusted proxy, %s", (_name, publicUrl) => {
  let t: TestApp;
  let artistId = 0;
  beforeAll(async () => {
    t = await createTestApp("empty", {
      config: { webDistDir: webDist(), trustProxy: true, publicUrl },
      cache: new ResponseCache(),
    });
    artistId = (await buildArtist(t.db.db, { name: "Poison Test" })).id;
  });
  afterAll(() => t.close());

  it("never takes the origin from X-Forwarded-Host or X-Forwarded-Proto", async () => {
    const first = await t.request(`/artist/${artistId}`, { headers: poison });
    expect(await first.text()).not.toContain("evil.example");
    const second = await t.request(`/artist/${artistId}`);
    const html = await second.text();
    expect(html).not.toContain("evil.example");
    expect(html).toContain(`${publicUrl ?? "http://localhost"}/artist/${artistId}`);
  });

  it("names no other host for a path that starts with // (review of 2026-11-27, M1)", async () => {
    // What a browser asks for `https://<site>//evil.example/artist/1`.
    const response = await t.request(`http://localhost//evil.example/artist/${artistId}`);
    const html = await response.text();
    const own = new URL(publicUrl ?? "http://localhost").host;
    for (const link of [
      /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
      /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1],
    ]) {
      expect(link).toBeDefined();
      expect(new URL(link ?? "").host).toBe(own);
    }
  });
});
