import { searchResults } from "@naehan/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artists, newConcerts, searchTerms } from "../../db/schema";
import { type TestApp, createTestApp, expectBody } from "../../test/app";
import { buildArtist, buildConcert } from "../../test/factories";
import { indexUnindexed, refreshSearchIndex } from "./search-index";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const titles = async (keyword: string) =>
  (
    await expectBody(
      await t.request(`/api/search?keyword=${encodeURIComponent(keyword)}`),
      searchResults,
    )
  ).map((r) => r.title ?? r.artistName);

describe("refreshSearchIndex", () => {
  it("follows a renamed artist and drops its old names", async () => {
    const artist = await buildArtist(t.db.db, {
      name: "Old Name",
      krName: "할머니밴드",
      aliases: [],
    });
    await t.db.db
      .update(artists)
      .set({ name: "New Name", krName: "초록 고양이", aliases: ["초고"] })
      .where(eq(artists.id, artist.id));
    await refreshSearchIndex(t.db.db, { artistIds: [artist.id] });
    expect(await titles("할머니밴드")).toEqual([]);
    expect(await titles("old name")).toEqual([]);
    expect(await titles("초록고양이")).toEqual(["New Name"]);
    expect(await titles("초고")).toEqual(["New Name"]);
  });

  it("follows a concert's title and status, and keeps the artist's own names", async () => {
    const artist = await buildArtist(t.db.db, { name: "Status Band", krName: null, aliases: [] });
    const concert = await buildConcert(t.db.db, {
      artistId: artist.id,
      title: "첫 제목 공연",
      venueName: "상태홀",
    });
    await t.db.db
      .update(newConcerts)
      .set({ title: "새 제목 공연" })
      .where(eq(newConcerts.id, concert.id));
    await refreshSearchIndex(t.db.db, { concertIds: [concert.id] });
    expect(await titles("첫 제목")).toEqual([]);
    expect(await titles("새 제목")).toEqual(["새 제목 공연"]);

    await t.db.db
      .update(newConcerts)
      .set({ status: "COMPLETED" })
      .where(eq(newConcerts.id, concert.id));
    await refreshSearchIndex(t.db.db, { concertIds: [concert.id] });
    expect(await titles("상태홀")).toEqual([]);
    // The artist now has no upcoming concert: one artist row.
    expect(await titles("status band")).toEqual(["Status Band"]);
  });

  it("loses the terms of a deleted concert", async () => {
    const concert = await buildConcert(t.db.db, { title: "사라질 공연", venueName: "사라질홀" });
    await t.db.db.delete(newConcerts).where(eq(newConcerts.id, concert.id));
    expect(await titles("사라질")).toEqual([]);
    const left = await t.db.db
      .select()
      .from(searchTerms)
      .where(eq(searchTerms.concertId, concert.id));
    expect(left).toEqual([]);
  });
});

describe("indexUnindexed", () => {
  it("indexes artists and concerts written without the index", async () => {
    const [artist] = await t.db.db
      .insert(artists)
      .values({ name: "Raw Insert", krName: "로우인서트" })
      .returning();
    await t.db.db.insert(newConcerts).values({
      artistId: artist!.id,
      title: "로우 인서트 내한공연",
      startDate: "2027-06-01",
      endDate: "2027-06-01",
      venueName: "로우홀",
      cityName: "서울",
      countryName: "대한민국",
      countryCode: "KR",
      genre: "POP",
    });
    expect(await titles("로우인서트")).toEqual([]);
    expect(await indexUnindexed(t.db.db)).toEqual({ artists: 1, concerts: 1 });
    expect(await titles("로우인서트")).toEqual(["로우 인서트 내한공연"]);
    expect(await indexUnindexed(t.db.db)).toEqual({ artists: 0, concerts: 0 });
  });
});

describe("the demo catalogue", () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp("demo");
  });
  afterAll(() => demo.close());

  it("is indexed by the seed: names, 초성 and venues are found", async () => {
    const find = async (keyword: string) =>
      expectBody(
        await demo.request(`/api/search?keyword=${encodeURIComponent(keyword)}`),
        searchResults,
      );
    expect((await find("콜드플레이"))[0]).toMatchObject({
      artistName: "Coldplay",
      title: "2027 콜드플레이 내한공연",
    });
    expect((await find("ㅋㄷㅍㄹㅇ"))[0]?.artistName).toBe("Coldplay");
    const kspo = await find("KSPO");
    expect(kspo.length).toBeGreaterThan(0);
    expect(kspo.every((r) => r.venueName === "KSPO DOME")).toBe(true);
    expect(await find("Oasis")).toEqual([
      expect.objectContaining({ artistName: "Oasis", newConcertId: null }),
    ]);
  });
});
