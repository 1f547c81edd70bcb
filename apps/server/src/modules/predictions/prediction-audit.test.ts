import { randomUUID } from "node:crypto";
import { actualSetlistState, pastConcert, syncResult } from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSetlistFmClient } from "../../integrations/setlistfm/client";
import type { SetlistFmSetlist } from "../../integrations/setlistfm/types";
import { type TestApp, createTestApp, expectBody } from "../../test/app";
import { type FakeSetlistFm, startFakeSetlistFm } from "../../test/fake-setlistfm";
import { buildArtist, buildPastConcerts, pastConcertRecord } from "../../test/factories";
import { ENCORE, MAIN, day, predictionCalls, titlesOf } from "../../test/prediction-calls";
import { fmDate, fmSetlist } from "../../test/setlistfm-fixtures";
import { type TestUser, buildAdmin } from "../../test/users";
import { madeBeforeTheShow } from "../../test/made-before-the-show";

let t: TestApp;
let fake: FakeSetlistFm;
let admin: TestUser;
let token = "";
const { predict, detail, shownSetlist, concertOn, artistWithShows, enterCall } = predictionCalls(
  () => ({ t, token }),
);

beforeAll(async () => {
  fake = await startFakeSetlistFm();
  t = await createTestApp("empty", {
    setlistfm: createSetlistFmClient({
      apiKey: fake.apiKey,
      baseUrl: fake.baseUrl,
      timing: { minIntervalMs: 0, retryBaseMs: 5 },
    }),
  });
  admin = await buildAdmin(t);
  token = admin.token;
});
afterAll(() => Promise.all([t.close(), fake.close()]));

let showNumber = 1000;
/** A show as setlist.fm writes it, on `date`, its main set and encore. */
function show(date: string, main: string[], encore: string[] = [], tour = "Audit Tour") {
  return fmSetlist(
    showNumber++,
    [
      { song: main.map((name) => ({ name })) },
      ...(encore.length > 0 ? [{ encore: 1, song: encore.map((name) => ({ name })) }] : []),
    ],
    { eventDate: fmDate(date), tour: { name: tour } },
  );
}

/** A band setlist.fm knows, with the given shows (newest first, as setlist.fm lists them). */
async function band(shows: SetlistFmSetlist[]) {
  const mbid = randomUUID();
  const artist = await buildArtist(t.db.db, { mbid });
  fake.setSetlists(mbid, shows);
  return { artist, mbid, setShows: (next: SetlistFmSetlist[]) => fake.setSetlists(mbid, next) };
}

const sync = async (mbid: string) =>
  expectBody(
    await t.request(`/api/admin/artists/${mbid}/sync`, { method: "POST", token: admin.token }),
    syncResult,
  );

describe("actual setlists from the setlist.fm sync", () => {
  it("links a concert to the artist's show within a day of its dates, and the concert page audits its prediction song by song", async () => {
    const history = [show(day(-34), MAIN, ENCORE), show(day(-37), MAIN, ENCORE)];
    const { artist, mbid, setShows } = await band([...history, show(day(-40), MAIN, ENCORE)]);
    const onTheDay = await concertOn(artist.id, day(-30));
    const twoDays = await concertOn(artist.id, day(-20), day(-19));
    const tooFar = await concertOn(artist.id, day(-10));
    // Another artist's show on the very day is not this concert's.
    const other = await buildArtist(t.db.db);
    await buildPastConcerts(t.db.db, other.id, [pastConcertRecord(day(-30), ["Not Ours"])]);

    expect(await sync(mbid)).toMatchObject({ imported: 3, linked: 0, predicted: 0 });
    // A concert whose show is over can still get its first prediction.
    const predicted = await predict(artist.id, onTheDay.id);
    await madeBeforeTheShow(t.db.db, onTheDay.id);
    expect(titlesOf(predicted)).toEqual([...MAIN, ...ENCORE]);
    expect(predicted.every((song) => song.played === null)).toBe(true);
    expect((await detail(onTheDay.id)).prediction).toMatchObject({ hitRate: null, audit: null });

    setShows([
      show(day(-12), MAIN),
      show(day(-18), MAIN, ENCORE),
      show(day(-30), ["Alpha", "Bravo", "Xray", "Charlie", "Delta"], ENCORE),
      ...history,
    ]);
    expect(await sync(mbid)).toMatchObject({ imported: 3, linked: 2 });

    const audited = await detail(onTheDay.id);
    const actualId = audited.prediction?.audit?.pastConcertId ?? 0;
    const actual = await expectBody(
      await t.request(`/api/artists/${artist.id}/past-concerts/${actualId}`),
      pastConcert,
    );
    expect(actual.date).toEqual(audited.startDate);
    expect(audited.prediction).toMatchObject({
      // Echo was predicted and not played; Xray was played and not predicted.
      hitRate: 0.833,
      audit: { playedCount: 6, hitCount: 5, predictedCount: 6 },
    });
    const compared = await shownSetlist(onTheDay.id);
    expect(compared.map((s) => [s.songTitle, s.played])).toEqual([
      ["Alpha", true],
      ["Bravo", true],
      ["Charlie", true],
      ["Delta", true],
      ["Echo", false],
      ["Finale", true],
    ]);
    // The prediction is the one made before the show, not one made from the show itself.
    expect(compared.map((s) => s.probability)).toEqual(predicted.map((s) => s.probability));

    const linkedTwoDays = await expectBody(
      await t.request(`/api/admin/new-concerts/${twoDays.id}/actual-setlist`, {
        token: admin.token,
      }),
      actualSetlistState,
    );
    expect(linkedTwoDays.linked?.date).toEqual(
      day(-18)
        .split("-")
        .map((part) => Number(part)),
    );
    expect(linkedTwoDays).toMatchObject({ predicted: false, audit: null });
    const unlinked = await expectBody(
      await t.request(`/api/admin/new-concerts/${tooFar.id}/actual-setlist`, {
        token: admin.token,
      }),
      actualSetlistState,
    );
    expect(unlinked).toMatchObject({ linked: null, candidates: [] });
  });

  it("makes upcoming concerts' predictions afresh when new shows arrive, and keeps started ones as they were shown", async () => {
    const history = [show(day(-34), MAIN, ENCORE), show(day(-37), MAIN, ENCORE)];
    const { artist, mbid, setShows } = await band(history);
    const upcoming = await concertOn(artist.id, day(20));
    const tonight = await concertOn(artist.id, day(0));

    expect(await sync(mbid)).toMatchObject({ imported: 2, predicted: 1 });
    expect(titlesOf(await shownSetlist(upcoming.id))).toEqual([...MAIN, ...ENCORE]);
    expect(await shownSetlist(tonight.id)).toEqual([]);
    const shownTonight = await predict(artist.id, tonight.id);

    const newTour = ["New One", "New Two", "New Three", "New Four", "New Five"];
    setShows([
      show(day(-3), newTour, ENCORE, "Next Tour"),
      show(day(-5), newTour, ENCORE, "Next Tour"),
      show(day(-7), newTour, ENCORE, "Next Tour"),
      ...history,
    ]);
    expect(await sync(mbid)).toMatchObject({ imported: 3, predicted: 1 });
    expect(titlesOf(await shownSetlist(upcoming.id))).toEqual([...newTour, ...ENCORE]);
    expect((await detail(upcoming.id)).prediction).toMatchObject({
      basedOnShows: 5,
      reason: "최근 5회 기준",
    });
    expect(await shownSetlist(tonight.id)).toEqual(shownTonight);

    // Nothing new: nothing is made again.
    expect(await sync(mbid)).toMatchObject({ imported: 0, updated: 0, predicted: 0 });
  });
});

describe("the concert's reads", () => {
  it("say there is no prediction with null, and stay one query each with an audit", async () => {
    const artist = await artistWithShows();
    const nothing = await concertOn(artist.id, day(5));
    expect(await detail(nothing.id)).toMatchObject({ prediction: null, hasEarlierSetlists: true });
    const first = await concertOn(artist.id, day(-60));
    expect(await detail(first.id)).toMatchObject({ prediction: null, hasEarlierSetlists: false });

    const concert = await concertOn(artist.id, day(-1));
    await predict(artist.id, concert.id);
    await madeBeforeTheShow(t.db.db, concert.id);
    const before = await detail(concert.id);
    expect(before.prediction).toMatchObject({
      confidence: expect.stringMatching(/^(HIGH|MEDIUM|LOW)$/) as string,
      basedOnShows: 3,
      reason: "같은 투어 최근 3회 기준",
      hitRate: null,
      audit: null,
    });
    expect(Date.parse(before.prediction?.predictedAt ?? "")).toBeGreaterThan(0);
    await enterCall(concert.id, [{ title: "Alpha" }, { title: "Xray" }]);

    t.db.queries.length = 0;
    await detail(concert.id);
    expect(t.db.queries).toHaveLength(1);
    t.db.queries.length = 0;
    const songs = await shownSetlist(concert.id);
    expect(t.db.queries).toHaveLength(1);
    expect(songs.filter((s) => s.played).map((s) => s.songTitle)).toEqual(["Alpha"]);
  });
});
