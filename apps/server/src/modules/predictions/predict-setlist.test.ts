import { predictedSetlist } from "@naehan/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { predictedSetlistEntries } from "../../db/schema";
import { addDays, todayInSeoul } from "../../lib/dates";
import { type TestApp, createTestApp, expectBody } from "../../test/app";
import {
  buildArtist,
  buildConcert,
  buildPastConcerts,
  pastConcertRecord,
} from "../../test/factories";
import { predictSetlist, youtubeSearchUrl } from "./predict-setlist";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MAIN = [
  "Higher Power",
  "Adventure of a Lifetime",
  "Paradise",
  "The Scientist",
  "Viva la Vida",
];

/** `YYYY-MM-DD`, `offset` days from today in Seoul. */
const day = (offset: number) => addDays(todayInSeoul(), offset);

/**
 * An artist with four shows of one tour in the last weeks (one rotating song, a taped intro, an
 * encore) and a concert to come in three weeks.
 */
async function artistWithHistory(name = "Coldplay") {
  const artist = await buildArtist(t.db.db, { name });
  const shows = [day(-20), day(-18), day(-14), day(-12)].map((date, i) =>
    pastConcertRecord(
      date,
      [
        { title: "Music of the Spheres", tape: true },
        ...MAIN,
        ...(i < 3 ? ["Yellow"] : ["Sparks"]),
        { title: "Fix You", encore: 1 },
        { title: "A Sky Full of Stars", encore: 1 },
      ],
      { tourName: "Music of the Spheres World Tour" },
    ),
  );
  await buildPastConcerts(t.db.db, artist.id, shows);
  const concert = await buildConcert(t.db.db, {
    artistId: artist.id,
    startDate: day(21),
    endDate: day(21),
  });
  return { artist, concert };
}

async function storedRows(concertId: number) {
  return t.db.db
    .select()
    .from(predictedSetlistEntries)
    .where(eq(predictedSetlistEntries.newConcertId, concertId));
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

describe("predictSetlist", () => {
  it("stores the predicted songs in order, encores last, and the concert page reads them", async () => {
    const { artist, concert } = await artistWithHistory();
    const predicted = await predictSetlist(t.db.db, artist.id, concert.id);

    expect(predicted.map((s) => [s.order, s.songTitle, s.encore])).toEqual([
      [1, "Higher Power", false],
      [2, "Adventure of a Lifetime", false],
      [3, "Paradise", false],
      [4, "The Scientist", false],
      [5, "Viva la Vida", false],
      [6, "Yellow", false],
      [7, "Fix You", true],
      [8, "A Sky Full of Stars", true],
    ]);
    const byTitle = new Map(predicted.map((s) => [s.songTitle, s]));
    // Calibrated: four shows make a song likely, never certain.
    expect(byTitle.get("Paradise")?.probability).toBeGreaterThan(0.75);
    expect(byTitle.get("Paradise")?.probability).toBeLessThan(1);
    // Yellow was played at three of the four shows, but not at the most recent one.
    expect(byTitle.get("Yellow")?.probability).toBeGreaterThan(0.3);
    expect(byTitle.get("Yellow")?.probability).toBeLessThan(
      byTitle.get("Paradise")?.probability ?? 0,
    );
    expect(byTitle.get("Fix You")?.ytLink).toBe(
      "https://www.youtube.com/results?search_query=Coldplay+Fix+You",
    );

    const served = await expectBody(
      await t.request(`/api/new-concerts/${concert.id}/predicted-setlist`),
      predictedSetlist,
    );
    expect(served).toEqual(predicted);
  });

  it("replaces the previous prediction and learns only from shows before the concert", async () => {
    const { artist, concert } = await artistWithHistory();
    await predictSetlist(t.db.db, artist.id, concert.id);
    await buildPastConcerts(t.db.db, artist.id, [
      pastConcertRecord(day(-5), ["Clocks", "Magic", "Midnight", ...MAIN], {
        tourName: "New Tour",
      }),
      pastConcertRecord(day(30), ["Played After The Concert"], { tourName: "New Tour" }),
    ]);

    const again = await predictSetlist(t.db.db, artist.id, concert.id);
    const titles = again.map((s) => s.songTitle);
    expect(titles).toEqual(expect.arrayContaining(["Clocks", "Magic", "Midnight", ...MAIN]));
    expect(titles).not.toContain("Played After The Concert");
    const rows = await storedRows(concert.id);
    expect(rows).toHaveLength(again.length);
    expect(rows.map((r) => r.position).sort((a, b) => a - b)).toEqual(again.map((s) => s.order));
  });

  it("reads the whole history in one query, however many shows there are", async () => {
    const { artist, concert } = await artistWithHistory();
    const more = Array.from({ length: 30 }, (_, i) =>
      pastConcertRecord(`2024-0${1 + (i % 9)}-1${i % 10}`, [...MAIN, `Deep Cut ${i}`]),
    );
    await buildPastConcerts(t.db.db, artist.id, more);
    t.db.queries.length = 0;
    await predictSetlist(t.db.db, artist.id, concert.id);
    const reads = t.db.queries.filter((q) => /^(select|with)\b/i.test(q.trim()));
    // The locked concert, the history, and the stored list read back as the concert page serves it.
    expect(reads).toHaveLength(3);
  });

  it("lets two predictions of one concert run at once without a conflict", async () => {
    const { artist, concert } = await artistWithHistory();
    const [a, b] = await Promise.all([
      predictSetlist(t.db.db, artist.id, concert.id),
      predictSetlist(t.db.db, artist.id, concert.id),
    ]);
    expect(a).toEqual(b);
    expect(await storedRows(concert.id)).toHaveLength(a.length);
  });

  it("is 404 for an unknown concert or artist and 422 for another artist's concert", async () => {
    const { artist, concert } = await artistWithHistory();
    const other = await buildArtist(t.db.db);
    await expect(predictSetlist(t.db.db, artist.id, 987_654)).rejects.toMatchObject({
      status: 404,
      message: "공연을 찾을 수 없습니다.",
    });
    await expect(predictSetlist(t.db.db, 987_654, concert.id)).rejects.toMatchObject({
      status: 404,
      message: "아티스트를 찾을 수 없습니다.",
    });
    await expect(predictSetlist(t.db.db, other.id, concert.id)).rejects.toMatchObject({
      status: 422,
      fields: { newConcertId: "선택한 아티스트의 공연이 아닙니다." },
    });
  });

  it("is 422 without setlists to learn from, and keeps the old prediction", async () => {
    const { artist, concert } = await artistWithHistory();
    const before = await predictSetlist(t.db.db, artist.id, concert.id);
    const early = await buildConcert(t.db.db, {
      artistId: artist.id,
      startDate: day(-30),
      endDate: day(-30),
    });
    const error = await rejection(predictSetlist(t.db.db, artist.id, early.id));
    expect(error).toMatchObject({ status: 422, code: "VALIDATION_FAILED" });
    expect((error as Error).message).toContain("동기화");

    const fresh = await buildArtist(t.db.db);
    const lonely = await buildConcert(t.db.db, { artistId: fresh.id });
    await expect(predictSetlist(t.db.db, fresh.id, lonely.id)).rejects.toMatchObject({
      status: 422,
    });
    expect(await storedRows(concert.id)).toHaveLength(before.length);
  });
});

describe("youtubeSearchUrl", () => {
  it("searches for artist and song, Japanese and Korean titles included", () => {
    const url = new URL(youtubeSearchUrl("YOASOBI", "夜に駆ける"));
    expect(url.origin + url.pathname).toBe("https://www.youtube.com/results");
    expect(url.searchParams.get("search_query")).toBe("YOASOBI 夜に駆ける");
  });
});
