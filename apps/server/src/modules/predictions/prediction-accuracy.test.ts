import { predictedSetlist, predictionAccuracy } from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInSeoul } from "../../lib/dates";
import { type TestApp, createTestApp, expectBody } from "../../test/app";
import {
  buildArtist,
  buildConcert,
  buildPastConcerts,
  pastConcertRecord,
} from "../../test/factories";
import { type TestUser, buildAdmin } from "../../test/users";
import { madeBeforeTheShow } from "../../test/made-before-the-show";

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildAdmin(t);
});
afterAll(() => t.close());

const day = (offset: number) => addDays(todayInSeoul(), offset);
const accuracy = async () =>
  expectBody(await t.request("/api/predictions/accuracy"), predictionAccuracy);

/** An artist whose fourth song alternates, with a concert on `date` predicted from its shows. */
async function predictedConcert(name: string, date: string) {
  const artist = await buildArtist(t.db.db, { name });
  await buildPastConcerts(
    t.db.db,
    artist.id,
    [-30, -27, -24, -21, -18, -15].map((offset, i) =>
      pastConcertRecord(addDays(date, offset), [
        "Alpha",
        "Bravo",
        "Charlie",
        i % 2 === 0 ? "Left" : "Right",
        "Delta",
        i < 3 ? "Old Song" : "New Song",
      ]),
    ),
  );
  const concert = await buildConcert(t.db.db, {
    artistId: artist.id,
    title: `${name} 내한공연`,
    startDate: date,
    endDate: date,
  });
  const response = await t.request(
    `/api/admin/artists/${artist.id}/predict-setlist?newConcertId=${concert.id}`,
    { method: "POST", token: admin.token },
  );
  await expectBody(response, predictedSetlist);
  await madeBeforeTheShow(t.db.db, concert.id);
  return { artist, concert };
}

const enter = (concertId: number, titles: string[]) =>
  t.request(`/api/admin/new-concerts/${concertId}/actual-setlist/songs`, {
    method: "PUT",
    token: admin.token,
    json: { songs: titles.map((title) => ({ title })) },
  });

describe("GET /api/predictions/accuracy", () => {
  it("is empty before any show is audited", async () => {
    await predictedConcert("Before Band", day(10));
    expect(await accuracy()).toEqual({
      summary: { concerts: 0, predictedCount: 0, hitCount: 0, hitRate: null },
      concerts: [],
      calibration: [],
    });
  });

  it("lists every audited concert, newest show first, and the calibration of every song shown", async () => {
    const older = await predictedConcert("Older Band", day(-9));
    const newer = await predictedConcert("Newer Band", day(-2));
    await predictedConcert("Waiting Band", day(-1));
    await enter(older.concert.id, ["Alpha", "Bravo", "Left", "Delta", "New Song", "Encore X"]);
    await enter(newer.concert.id, ["Alpha", "Right", "Zulu"]);

    const body = await accuracy();
    expect(body.concerts.map((c) => c.title)).toEqual([
      "Newer Band 내한공연",
      "Older Band 내한공연",
    ]);

    // Every figure agrees with what each concert page shows, song by song.
    let shown: { probability: number; played: boolean }[] = [];
    for (const row of body.concerts) {
      const songs = await expectBody(
        await t.request(`/api/new-concerts/${row.newConcertId}/predicted-setlist`),
        predictedSetlist,
      );
      const hits = songs.filter((s) => s.played).length;
      expect(row).toMatchObject({
        predictedCount: songs.length,
        hitCount: hits,
        hitRate: Math.round((hits / songs.length) * 1000) / 1000,
      });
      shown = shown.concat(
        songs.flatMap((s) => [
          { probability: s.probability, played: s.played === true },
          ...s.slotAlternatives.map((a) => ({
            probability: a.probability,
            played: a.played === true,
          })),
        ]),
      );
    }
    expect(body.concerts.map((c) => c.playedCount)).toEqual([3, 6]);
    const predictedCount = body.concerts.reduce((n, c) => n + c.predictedCount, 0);
    const hitCount = body.concerts.reduce((n, c) => n + c.hitCount, 0);
    expect(body.summary).toEqual({
      concerts: 2,
      predictedCount,
      hitCount,
      hitRate: Math.round((hitCount / predictedCount) * 1000) / 1000,
    });

    expect(body.calibration.reduce((n, b) => n + b.songs, 0)).toBe(shown.length);
    for (const bucket of body.calibration) {
      const inside = shown.filter(
        (s) => Math.min(9, Math.floor(s.probability * 10)) === Math.round(bucket.from * 10),
      );
      expect(bucket.songs).toBe(inside.length);
      expect(bucket.to).toBeCloseTo(bucket.from + 0.1, 10);
      expect(bucket.playedRate).toBeCloseTo(
        inside.filter((s) => s.played).length / inside.length,
        2,
      );
      expect(bucket.meanProbability).toBeGreaterThanOrEqual(bucket.from - 0.001);
      expect(bucket.meanProbability).toBeLessThan(bucket.to + 0.001);
    }
  });
});
