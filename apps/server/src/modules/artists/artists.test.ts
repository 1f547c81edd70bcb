import { artist, artistConcertList, artistList } from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInSeoul } from "../../lib/dates";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { buildArtist, buildConcert } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `YYYY-MM-DD`, `days` after today in Asia/Seoul. */
function seoulDay(days: number): string {
  const [y, m, d] = todayInSeoul().split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

describe("GET /api/artists and /api/artists/{id}", () => {
  it("lists every artist with the contract's fields and answers one by id", async () => {
    const muse = await buildArtist(t.db.db, {
      name: "Muse",
      krName: "뮤즈",
      mbid: "9c9f1380-2516-4fc9-a3e6-f9f61941d090",
      snsUrl: "https://www.instagram.com/muse/",
      mediaUrl: "https://www.youtube.com/@muse",
    });
    const bare = await buildArtist(t.db.db, {
      name: "Nobody Yet",
      krName: null,
      imgUrl: null,
      snsUrl: null,
      mediaUrl: null,
    });
    const list = await expectBody(await t.request("/api/artists"), artistList);
    const ids = list.map((a) => a.artistId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).toEqual(expect.arrayContaining([muse.id, bare.id]));

    const one = await expectBody(await t.request(`/api/artists/${muse.id}`), artist);
    expect(one).toEqual({
      artistId: muse.id,
      mbid: "9c9f1380-2516-4fc9-a3e6-f9f61941d090",
      name: "Muse",
      krName: "뮤즈",
      aliases: [],
      imgUrl: muse.imgUrl,
      snsUrl: "https://www.instagram.com/muse/",
      mediaUrl: "https://www.youtube.com/@muse",
      // The artist's share card, at a URL that changes with what it shows.
      ogImageUrl: expect.stringMatching(
        new RegExp(`^/share/artists/${muse.id}\\.jpg\\?v=[\\w-]+$`),
      ),
    });
    expect(await expectBody(await t.request(`/api/artists/${bare.id}`), artist)).toMatchObject({
      krName: null,
      imgUrl: null,
      snsUrl: null,
      mediaUrl: null,
      // Without an image the card is its title panel alone.
      ogImageUrl: expect.stringMatching(new RegExp(`^/share/artists/${bare.id}\\.jpg\\?v=`)),
    });
  });

  it.each(["987654", "abc", "0", "-1", "2.5", "99999999999"])(
    "answers 404 JSON in Korean for artist id %s",
    async (id) => {
      const error = await expectError(await t.request(`/api/artists/${id}`), 404, "NOT_FOUND");
      expect(error.message).toBe("아티스트를 찾을 수 없습니다.");
    },
  );
});

describe("GET /api/artists/{id}/concerts", () => {
  it("lists the concerts still to come, soonest first, as of today in Seoul", async () => {
    const a = await buildArtist(t.db.db);
    const later = await buildConcert(t.db.db, {
      artistId: a.id,
      title: "두 달 뒤",
      startDate: seoulDay(60),
      endDate: seoulDay(61),
    });
    const endsToday = await buildConcert(t.db.db, {
      artistId: a.id,
      title: "오늘 마지막 날",
      startDate: seoulDay(-1),
      endDate: seoulDay(0),
    });
    const soon = await buildConcert(t.db.db, {
      artistId: a.id,
      title: "다음 주",
      startDate: seoulDay(7),
      endDate: seoulDay(7),
    });
    // Over, completed, or someone else's: not upcoming for this artist.
    await buildConcert(t.db.db, { artistId: a.id, startDate: seoulDay(-3), endDate: seoulDay(-1) });
    await buildConcert(t.db.db, {
      artistId: a.id,
      startDate: seoulDay(3),
      endDate: seoulDay(3),
      status: "COMPLETED",
    });
    await buildConcert(t.db.db, { startDate: seoulDay(2), endDate: seoulDay(2) });

    const body = await expectBody(
      await t.request(`/api/artists/${a.id}/concerts`),
      artistConcertList,
    );
    expect(body.map((c) => c.newConcertId)).toEqual([endsToday.id, soon.id, later.id]);
    const tuple = (date: string) => date.split("-").map(Number);
    expect(body[2]).toEqual({
      newConcertId: later.id,
      title: "두 달 뒤",
      startDate: tuple(seoulDay(60)),
      endDate: tuple(seoulDay(61)),
      posterUrl: later.posterUrl,
    });
  });

  it("answers [] for an artist with nothing planned and 404 for an unknown artist", async () => {
    const a = await buildArtist(t.db.db);
    expect(
      await expectBody(await t.request(`/api/artists/${a.id}/concerts`), artistConcertList),
    ).toEqual([]);
    await expectError(await t.request("/api/artists/987654/concerts"), 404, "NOT_FOUND");
    await expectError(await t.request("/api/artists/x/concerts"), 404, "NOT_FOUND");
  });
});
