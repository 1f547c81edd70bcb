import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newConcerts, pastConcerts } from "../../db/schema";
import { posterSvg } from "../../demo/art";
import { svgTextToPaths } from "../../lib/media/text-paths";
import { type TestApp, createTestApp, expectError } from "../../test/app";
import {
  buildArticle,
  buildArtist,
  buildConcert,
  buildPastConcerts,
  buildTicketRound,
  pastConcertRecord,
} from "../../test/factories";
import { shareCardFor } from "./share-cards.routes";

describe("share cards", () => {
  let t: TestApp;
  let concertId = 0;
  let artistId = 0;
  beforeAll(async () => {
    const mediaDir = mkdtempSync(join(tmpdir(), "naehan-share-media-"));
    writeFileSync(
      join(mediaDir, "poster-share.svg"),
      svgTextToPaths(
        posterSvg({
          title: "콜드플레이 내한공연",
          artistName: "Coldplay",
          krName: "콜드플레이",
          dateText: "2027.04.16",
          venueName: "고양종합운동장",
          genre: "POP",
          seed: "share",
        }),
      ),
    );
    t = await createTestApp("empty", {
      config: { mediaDir, publicUrl: "https://naehan.example" },
    });
    const artist = await buildArtist(t.db.db, { name: "Coldplay", krName: "콜드플레이" });
    artistId = artist.id;
    concertId = (
      await buildConcert(t.db.db, {
        artistId,
        title: "콜드플레이 내한공연",
        posterUrl: "/media/poster-share.svg",
      })
    ).id;
  });
  afterAll(() => t.close());

  it("a concert's share card is 800×400, at a URL that changes with what it shows", async () => {
    const ogImageUrl = async () =>
      ((await (await t.request(`/api/new-concerts/${concertId}`)).json()) as { ogImageUrl: string })
        .ogImageUrl;
    const image = await ogImageUrl();
    expect(image).toMatch(
      new RegExp(`^https://naehan\\.example/share/new-concerts/${concertId}\\.jpg\\?v=[\\w-]+$`),
    );
    const url = new URL(image);
    const picture = await t.request(url.pathname + url.search);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/jpeg");
    expect(picture.headers.get("cache-control")).toContain("immutable");
    const meta = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([800, 400]);

    await t.db.db
      .update(newConcerts)
      .set({ venueName: "인스파이어 아레나" })
      .where(eq(newConcerts.id, concertId));
    expect(await ogImageUrl()).not.toBe(image);
  });

  it("a concert's card says when the show starts and when the next round opens", async () => {
    const timed = await buildConcert(t.db.db, {
      artistId,
      title: "콜드플레이 내한공연 둘째 날",
      startDate: "2027-04-17",
      endDate: "2027-04-17",
      venueName: "고양종합운동장",
      cityName: "고양",
      startTime: "19:30",
    });
    const path = `new-concerts/${timed.id}`;
    expect((await shareCardFor(t.db.db, path))?.lines).toEqual([
      "Coldplay",
      "2027.04.17 19:30",
      "고양종합운동장, 고양",
    ]);
    const day = 24 * 60 * 60 * 1000;
    await buildTicketRound(t.db.db, {
      newConcertId: timed.id,
      label: "팬클럽 선예매",
      vendor: "멜론티켓",
      opensAt: new Date(Date.now() - day),
    });
    const opens = new Date(Date.UTC(2027, 2, 5, 11, 0));
    await buildTicketRound(t.db.db, { newConcertId: timed.id, opensAt: opens });
    expect((await shareCardFor(t.db.db, path))?.lines).toEqual([
      "Coldplay",
      "2027.04.17 19:30",
      "고양종합운동장, 고양",
      "티켓 오픈 2027.03.05 (금) 20:00 · NOL 티켓 일반예매",
    ]);
  });

  it("artist, setlist and board-post pages have cards too", async () => {
    await buildPastConcerts(t.db.db, artistId, [
      pastConcertRecord("2025-04-16", ["Yellow", "Fix You"]),
    ]);
    const [past] = await t.db.db
      .select({ id: pastConcerts.id })
      .from(pastConcerts)
      .where(eq(pastConcerts.artistId, artistId));
    const article = await buildArticle(t.db.db, { artistId, title: "첫 내한 후기" });
    for (const path of [
      `/share/artists/${artistId}.jpg`,
      `/share/artists/${artistId}/setlists/${past?.id}.jpg`,
      `/share/articles/${article.id}.jpg`,
    ]) {
      const response = await t.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
    }
  });

  it("answers 404 with a Korean message for a page that does not exist", async () => {
    for (const path of [
      "/share/new-concerts/999999.jpg",
      "/share/new-concerts/abc.jpg",
      "/share/artists/999999.jpg",
      `/share/artists/${artistId}/setlists/999999.jpg`,
      "/share/articles/999999.jpg",
      "/share/unknown/1.jpg",
    ]) {
      await expectError(await t.request(path), 404);
    }
  });
});
