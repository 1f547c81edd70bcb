import { concertDetail, predictedSetlist, predictionAccuracy } from "@naehan/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { concertPredictions } from "../../db/schema";
import { addDays, todayInSeoul } from "../../lib/dates";
import { type TestApp, createTestApp, expectBody } from "../../test/app";
import {
  buildArtist,
  buildConcert,
  buildPastConcerts,
  pastConcertRecord,
} from "../../test/factories";
import { type TestUser, buildAdmin } from "../../test/users";

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildAdmin(t);
});
afterAll(() => t.close());

const day = (offset: number) => addDays(todayInSeoul(), offset);
const SONGS = ["Alpha", "Bravo", "Charlie", "Delta"];

async function predictedConcert(name: string, date: string) {
  const artist = await buildArtist(t.db.db, { name });
  await buildPastConcerts(
    t.db.db,
    artist.id,
    [-30, -20, -10].map((offset) => pastConcertRecord(addDays(date, offset), SONGS)),
  );
  const concert = await buildConcert(t.db.db, {
    artistId: artist.id,
    title: `${name} 내한공연`,
    startDate: date,
    endDate: date,
    venueName: "KSPO DOME",
    cityName: "서울",
    genre: "POP",
  });
  const response = await t.request(
    `/api/admin/artists/${artist.id}/predict-setlist?newConcertId=${concert.id}`,
    { method: "POST", token: admin.token },
  );
  await expectBody(response, predictedSetlist);
  return { artist, concert };
}

/** The admin's edit form, moving the concert to `startDate`. */
function moveTo(artistId: number, concertId: number, startDate: string) {
  const form = new FormData();
  form.append(
    "newConcert",
    JSON.stringify({
      artistId,
      title: "Moved Band 내한공연",
      startDate,
      venueName: "KSPO DOME",
      cityName: "서울",
      genre: "POP",
    }),
  );
  return t.request(`/api/admin/new-concert/${concertId}`, {
    method: "PUT",
    token: admin.token,
    form,
  });
}

const judgedNow = async (concertId: number) => {
  const detail = await expectBody(await t.request(`/api/new-concerts/${concertId}`), concertDetail);
  const songs = await expectBody(
    await t.request(`/api/new-concerts/${concertId}/predicted-setlist`),
    predictedSetlist,
  );
  const accuracy = await expectBody(
    await t.request("/api/predictions/accuracy"),
    predictionAccuracy,
  );
  return {
    audit: detail.prediction?.audit ?? null,
    hitRate: detail.prediction?.hitRate ?? null,
    played: songs.map((s) => s.played),
    listed: accuracy.concerts.some((c) => c.newConcertId === concertId),
  };
};

describe("a prediction made after the show started", () => {
  it("is never audited, whichever way the admin moves the concert's dates", async () => {
    // Predicted today for a show in three days: it counts once the setlist is in.
    const { artist, concert } = await predictedConcert("Moved Band", day(3));
    // The admin moves the show to yesterday, then types in what was played.
    expect((await moveTo(artist.id, concert.id, day(-1))).status).toBe(200);
    const entered = await t.request(
      `/api/admin/new-concerts/${concert.id}/actual-setlist/songs`,
      {
        method: "PUT",
        token: admin.token,
        json: { songs: SONGS.map((title) => ({ title })) },
      },
    );
    expect(entered.status).toBe(200);
    expect(await judgedNow(concert.id)).toEqual({
      audit: null,
      hitRate: null,
      played: SONGS.map(() => null),
      listed: false,
    });

    // The same prediction made three days ago, before the show's day: it counts.
    await t.db.db
      .update(concertPredictions)
      .set({ predictedAt: sql`now() - interval '3 days'` })
      .where(eq(concertPredictions.newConcertId, concert.id));
    const counted = await judgedNow(concert.id);
    expect(counted.audit).toMatchObject({ predictedCount: 4, hitCount: 4, playedCount: 4 });
    expect(counted.played).toEqual(SONGS.map(() => true));
    expect(counted.listed).toBe(true);

    // Moved earlier again, before the prediction: out of the audit once more.
    expect((await moveTo(artist.id, concert.id, day(-5))).status).toBe(200);
    expect((await judgedNow(concert.id)).listed).toBe(false);
  });
});
