import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { artist, calendarFeed, concert } from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../../env";
import { createTestApp, expectBody } from "../../test/app";
import { buildArtist, buildConcert } from "../../test/factories";
import { adminForm } from "../../test/images";
import { buildAdmin, buildUser } from "../../test/users";

const PUBLIC_URL = "https://naehan.example";

function siteFolders() {
  const root = mkdtempSync(join(tmpdir(), "naehan-public-url-"));
  const dist = join(root, "dist");
  const media = join(root, "media");
  mkdirSync(dist, { recursive: true });
  mkdirSync(media);
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>naehan</title>");
  writeFileSync(join(media, "poster.webp"), "RIFF....WEBP");
  return { webDistDir: dist, mediaDir: media };
}

/** Every image URL in a JSON answer, wherever it sits. */
function imageUrls(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(imageUrls);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    ["imgUrl", "posterUrl", "ogImageUrl"].includes(key) && typeof child === "string"
      ? [child]
      : imageUrls(child),
  );
}

async function appWithCatalogue(publicUrl: string | null) {
  const t = await createTestApp("empty", {
    config: { ...siteFolders(), publicUrl, trustProxy: true },
  });
  const fan = await buildUser(t);
  const admin = await buildAdmin(t);
  const singer = await buildArtist(t.db.db, { name: "Imagine", imgUrl: "/media/singer.webp" });
  const show = await buildConcert(t.db.db, {
    artistId: singer.id,
    posterUrl: "/media/poster.webp",
  });
  // Stored in a bucket: already absolute, left as it is.
  const bucket = await buildConcert(t.db.db, {
    artistId: singer.id,
    posterUrl: "https://bucket.example/naehan/poster.webp",
  });
  await t.request(`/api/favorites/artist/${singer.id}`, { method: "POST", token: fan.token });
  await t.request(`/api/favorites/concert/${show.id}`, { method: "POST", token: fan.token });
  return { t, fan, admin, singer, show, bucket };
}

type Catalogue = Awaited<ReturnType<typeof appWithCatalogue>>;

/** What a client reads images from, exactly as it asks for them. */
async function imagesRead({ t, fan, singer, show }: Catalogue): Promise<string[]> {
  const reads: [string, string | undefined][] = [
    ["/api/new-concerts", undefined],
    [`/api/new-concerts/${show.id}`, undefined],
    ["/api/artists", undefined],
    [`/api/artists/${singer.id}`, undefined],
    [`/api/artists/${singer.id}/concerts`, undefined],
    ["/api/search?keyword=Imagine", undefined],
    ["/api/favorites", fan.token],
  ];
  const urls: string[] = [];
  for (const [path, token] of reads) {
    const response = await t.request(path, { token });
    expect(response.status, path).toBe(200);
    const found = imageUrls(await response.json());
    expect(found.length, path).toBeGreaterThan(0);
    urls.push(...found);
  }
  return urls;
}

describe("with PUBLIC_URL set", () => {
  let c: Catalogue;
  beforeAll(async () => {
    c = await appWithCatalogue(PUBLIC_URL);
  });
  afterAll(() => c.t.close());

  it("gives every imgUrl, posterUrl and ogImageUrl as an absolute URL", async () => {
    const urls = await imagesRead(c);
    for (const url of urls) expect(url).toMatch(/^https:\/\//);
    expect(urls).toContain(`${PUBLIC_URL}/media/poster.webp`);
    expect(urls.some((url) => url.startsWith(`${PUBLIC_URL}/share/new-concerts/`))).toBe(true);
    expect(urls).toContain(`${PUBLIC_URL}/media/singer.webp`);
    expect(urls).toContain("https://bucket.example/naehan/poster.webp");
  });

  it("answers admin writes with absolute URLs too", async () => {
    const form = adminForm("artist", { name: "Absolute" });
    const created = await expectBody(
      await c.t.request("/api/admin/artist", { token: c.admin.token, form }),
      artist,
      201,
    );
    expect(created.imgUrl).toBeNull();
    const edited = await expectBody(
      await c.t.request(`/api/admin/new-concert/${c.show.id}`, {
        method: "PUT",
        token: c.admin.token,
        form: adminForm("newConcert", {
          artistId: c.singer.id,
          title: "절대 주소 공연",
          startDate: "2030-01-01",
          venueName: "KSPO DOME",
          cityName: "서울",
          genre: "POP",
        }),
      }),
      concert,
    );
    expect(edited.posterUrl).toBe(`${PUBLIC_URL}/media/poster.webp`);
  });

  it("lets other origins load media (images only); pages and API stay same-origin", async () => {
    const media = await c.t.request("/media/poster.webp");
    expect(media.status).toBe(200);
    expect(media.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    for (const path of ["/api/new-concerts", "/concert/1", "/"]) {
      const response = await c.t.request(path);
      expect(response.headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
    }
  });

  it("is the origin of links, whatever X-Forwarded-Host says", async () => {
    const feed = await expectBody(
      await c.t.request("/api/favorites/calendar", {
        token: c.fan.token,
        headers: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" },
      }),
      calendarFeed,
    );
    expect(feed.url.startsWith(`${PUBLIC_URL}/api/favorites/calendar.ics?key=`)).toBe(true);
  });
});

describe("without PUBLIC_URL", () => {
  let c: Catalogue;
  beforeAll(async () => {
    c = await appWithCatalogue(null);
  });
  afterAll(() => c.t.close());

  it("keeps image URLs as stored, and media same-origin", async () => {
    const urls = await imagesRead(c);
    expect(urls).toContain("/media/poster.webp");
    expect([...new Set(urls.filter((url) => url.startsWith("https://")))]).toEqual([
      "https://bucket.example/naehan/poster.webp",
    ]);
    const media = await c.t.request("/media/poster.webp");
    expect(media.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });
});

describe("PUBLIC_URL in the environment", () => {
  it("is an http(s) origin; a trailing slash is dropped, anything else stops the start", () => {
    expect(readEnv({ PUBLIC_URL: "https://naehan.example/" }).PUBLIC_URL).toBe(PUBLIC_URL);
    expect(readEnv({}).PUBLIC_URL).toBeUndefined();
    for (const bad of ["naehan.example", "ftp://naehan.example", "javascript:alert(1)"]) {
      expect(() => readEnv({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
  });
});
