import { RANKING_WINDOW_HEADER, songRanking } from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { buildArtist, buildPastConcerts, pastConcertRecord } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `2024-01-01` plus `n` days. */
const day = (n: number) => new Date(Date.UTC(2024, 0, 1 + n)).toISOString().slice(0, 10);

async function ranking(artistId: number) {
  const response = await t.request(`/api/artists/${artistId}/song-ranking`);
  const window = Number(response.headers.get(RANKING_WINDOW_HEADER));
  const body = await expectBody(response, songRanking);
  return { window, rows: body.map((r) => [r.title, r.count] as const), body };
}

describe("GET /api/artists/{id}/song-ranking", () => {
  it("counts the 20 most recent concerts by date, not by insertion order", async () => {
    const { id } = await buildArtist(t.db.db);
    // The oldest show is inserted last (highest id): it must fall out of the window anyway.
    await buildPastConcerts(t.db.db, id, [
      ...Array.from({ length: 20 }, (_, i) => pastConcertRecord(day(10 + i), ["Every Night"])),
      pastConcertRecord(day(0), ["Every Night", "Only In The Oldest"]),
    ]);
    const { window, rows } = await ranking(id);
    expect(window).toBe(20);
    expect(rows).toEqual([["Every Night", 20]]);
  });

  it("does not let shows without a setlist (or with only tape) take a place in the window", async () => {
    const { id } = await buildArtist(t.db.db);
    await buildPastConcerts(t.db.db, id, [
      pastConcertRecord(day(0), ["Deep Cut"]),
      ...Array.from({ length: 19 }, (_, i) => pastConcertRecord(day(10 + i), ["Hit"])),
      // The two most recent shows: not updated yet, and only the walk-on music.
      pastConcertRecord(day(40), []),
      pastConcertRecord(day(41), [{ title: "Intro", tape: true }]),
    ]);
    const { window, rows } = await ranking(id);
    expect(window).toBe(20);
    expect(rows).toEqual([
      ["Hit", 19],
      ["Deep Cut", 1],
    ]);
  });

  it("counts a reprise once, leaves tape out, and treats spelling variants as one song", async () => {
    const { id } = await buildArtist(t.db.db);
    await buildPastConcerts(t.db.db, id, [
      pastConcertRecord(day(1), [
        { title: "Intro Tape", tape: true },
        "Yellow",
        "Sgt. Pepper",
        { title: "Sgt. Pepper", encore: 1, info: "Reprise" },
      ]),
      pastConcertRecord(day(2), [{ title: "Intro Tape", tape: true }, "YELLOW"]),
      pastConcertRecord(day(3), ["  yellow ", "Sgt.  Pepper"]),
    ]);
    const { window, rows } = await ranking(id);
    expect(window).toBe(3);
    expect(rows).toEqual([
      ["Yellow", 3],
      ["Sgt. Pepper", 2],
    ]);
  });

  it("breaks ties by the most recent play, then by title", async () => {
    const { id } = await buildArtist(t.db.db);
    await buildPastConcerts(t.db.db, id, [
      pastConcertRecord(day(1), ["Zebra", "Apple", "Mango", "Old Favourite"]),
      pastConcertRecord(day(2), ["Old Favourite", "Banana"]),
      pastConcertRecord(day(3), ["Zebra", "Apple", "Banana"]),
    ]);
    const { rows } = await ranking(id);
    expect(rows).toEqual([
      // Two plays each: last played on day 3 beats day 2; on the same day, by title.
      ["Apple", 2],
      ["Banana", 2],
      ["Zebra", 2],
      ["Old Favourite", 2],
      ["Mango", 1],
    ]);
  });

  it("answers at most 30 songs", async () => {
    const { id } = await buildArtist(t.db.db);
    const titles = Array.from({ length: 35 }, (_, i) => `Song ${String(i).padStart(2, "0")}`);
    await buildPastConcerts(t.db.db, id, [
      pastConcertRecord(day(1), titles),
      pastConcertRecord(day(2), titles.slice(0, 10)),
    ]);
    const { body } = await ranking(id);
    expect(body).toHaveLength(30);
    expect(body.slice(0, 10).every((r) => r.count === 2)).toBe(true);
    expect(body[10]).toMatchObject({ title: "Song 10", count: 1 });
    expect(body[29]).toMatchObject({ title: "Song 29", count: 1 });
  });

  it("computes the ranking in one statement", async () => {
    const { id } = await buildArtist(t.db.db);
    await buildPastConcerts(t.db.db, id, [pastConcertRecord(day(1), ["One", "Two"])]);
    t.db.queries.length = 0;
    expect((await ranking(id)).rows).toHaveLength(2);
    expect(t.db.queries).toHaveLength(1);
  });

  it("answers [] with a window of 0 without history, 404 JSON for an unknown artist", async () => {
    const { id } = await buildArtist(t.db.db);
    await buildPastConcerts(t.db.db, id, [pastConcertRecord(day(1), [])]);
    expect(await ranking(id)).toMatchObject({ window: 0, rows: [] });
    await expectError(await t.request("/api/artists/987654/song-ranking"), 404, "NOT_FOUND");
    await expectError(await t.request("/api/artists/nope/song-ranking"), 404, "NOT_FOUND");
  });
});
