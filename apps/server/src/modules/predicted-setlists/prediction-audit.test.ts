import { randomUUID } from "node:crypto";
import {
  type PredictedSong,
  actualSetlistState,
  concertDetail,
  pastConcert,
  pastConcertList,
  predictedSetlist,
  syncResult,
} from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSetlistFmClient } from "../../integrations/setlistfm/client";
import type { SetlistFmSetlist } from "../../integrations/setlistfm/types";
import { addDays, todayInSeoul } from "../../lib/dates";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { type FakeSetlistFm, startFakeSetlistFm } from "../../test/fake-setlistfm";
import {
  buildArtist,
  buildConcert,
  buildPastConcerts,
  pastConcertRecord,
} from "../../test/factories";
import { fmDate, fmSetlist } from "../../test/setlistfm-fixtures";
import { type TestUser, buildAdmin } from "../../test/users";

let t: TestApp;
let fake: FakeSetlistFm;
let admin: TestUser;

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
});
afterAll(() => Promise.all([t.close(), fake.close()]));

/** `YYYY-MM-DD`, `offset` days from today in Seoul. */
const day = (offset: number) => addDays(todayInSeoul(), offset);

const MAIN = ["Alpha", "Bravo", "Charlie", "Delta", "Echo"];
const ENCORE = ["Finale"];

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

const concertOn = (artistId: number, start: string, end = start) =>
  buildConcert(t.db.db, { artistId, startDate: start, endDate: end });

const sync = async (mbid: string) =>
  expectBody(
    await t.request(`/api/admin/artists/${mbid}/sync`, { method: "POST", token: admin.token }),
    syncResult,
  );

const predictCall = (artistId: number, concertId: number) =>
  t.request(`/api/admin/artists/${artistId}/predict-setlist?newConcertId=${concertId}`, {
    method: "POST",
    token: admin.token,
  });

const predict = async (artistId: number, concertId: number) =>
  expectBody(await predictCall(artistId, concertId), predictedSetlist);

const detail = async (concertId: number) =>
  expectBody(await t.request(`/api/new-concerts/${concertId}`), concertDetail);

const shownSetlist = async (concertId: number) =>
  expectBody(await t.request(`/api/new-concerts/${concertId}/predicted-setlist`), predictedSetlist);

const linkCall = (concertId: number, pastConcertId: number | string) =>
  t.request(`/api/admin/new-concerts/${concertId}/actual-setlist`, {
    method: "PUT",
    token: admin.token,
    json: { pastConcertId },
  });

const enterCall = (concertId: number, songs: unknown) =>
  t.request(`/api/admin/new-concerts/${concertId}/actual-setlist/songs`, {
    method: "PUT",
    token: admin.token,
    json: { songs },
  });

const titlesOf = (songs: PredictedSong[]) => songs.map((s) => s.songTitle);

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

/** An artist with three identical shows in the last weeks, stored directly. */
async function artistWithShows() {
  const artist = await buildArtist(t.db.db);
  await buildPastConcerts(
    t.db.db,
    artist.id,
    [day(-40), day(-37), day(-34)].map((date) =>
      pastConcertRecord(date, [...MAIN, { title: "Finale", encore: 1 }]),
    ),
  );
  return artist;
}

describe("a prediction is fresh until the show and frozen after", () => {
  it("is made again as often as asked before the show", async () => {
    const artist = await artistWithShows();
    const concert = await concertOn(artist.id, day(1));
    const first = await predict(artist.id, concert.id);
    const again = await predict(artist.id, concert.id);
    expect(again).toEqual(first);
  });

  it("answers 409 in Korean from the show's day on, and the stored prediction stays as it was", async () => {
    const artist = await artistWithShows();
    const concert = await concertOn(artist.id, day(0), day(1));
    const shown = await predict(artist.id, concert.id);
    const before = await detail(concert.id);

    const refused = await expectError(await predictCall(artist.id, concert.id), 409, "CONFLICT");
    expect(refused.message).toBe(
      "공연 당일부터는 예상 셋리스트를 다시 만들 수 없습니다. 공연 전에 보여 준 예측을 그대로 보관합니다.",
    );
    expect(await shownSetlist(concert.id)).toEqual(shown);
    expect((await detail(concert.id)).prediction).toEqual(before.prediction);
  });

  it("lets exactly one of parallel first predictions of a started concert through", async () => {
    const artist = await artistWithShows();
    const concert = await concertOn(artist.id, day(-1));
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => predictCall(artist.id, concert.id)),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const stored = await shownSetlist(concert.id);
    expect(stored.map((s) => s.order)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("freezes a prediction once the actual setlist is linked, even before the concert's date", async () => {
    const artist = await artistWithShows();
    const concert = await concertOn(artist.id, day(1));
    // setlist.fm dates a show where it was played: a show abroad may carry the day before.
    await buildPastConcerts(t.db.db, artist.id, [pastConcertRecord(day(0), MAIN)]);
    const [played] = await expectBody(
      await t.request(`/api/artists/${artist.id}/past-concerts`),
      pastConcertList,
    );
    await predict(artist.id, concert.id);
    await expectBody(await linkCall(concert.id, played?.pastConcertId ?? 0), actualSetlistState);
    const refused = await expectError(await predictCall(artist.id, concert.id), 409, "CONFLICT");
    expect(refused.message).toBe(
      "실제 셋리스트가 연결된 공연의 예상 셋리스트는 다시 만들 수 없습니다. 공연 전에 보여 준 예측을 그대로 보관합니다.",
    );
  });

  it("never learns a first prediction from the concert's own show, even one dated the day before", async () => {
    const artist = await artistWithShows();
    const concert = await concertOn(artist.id, day(-20));
    await buildPastConcerts(t.db.db, artist.id, [
      pastConcertRecord(day(-21), ["Xray", "Yankee", "Zulu", ...MAIN]),
    ]);
    const [played] = await expectBody(
      await t.request(`/api/artists/${artist.id}/past-concerts`),
      pastConcertList,
    );
    await expectBody(await linkCall(concert.id, played?.pastConcertId ?? 0), actualSetlistState);
    const predicted = await predict(artist.id, concert.id);
    expect(titlesOf(predicted)).toEqual([...MAIN, ...ENCORE]);
    expect((await detail(concert.id)).prediction).toMatchObject({
      basedOnShows: 3,
      audit: { playedCount: 8, hitCount: 5, predictedCount: 6 },
    });
  });

  it("keeps one whole prediction when predictions and a link race, and freezes it after", async () => {
    const artist = await artistWithShows();
    const concert = await concertOn(artist.id, day(1));
    await buildPastConcerts(t.db.db, artist.id, [pastConcertRecord(day(1), MAIN)]);
    const [played] = await expectBody(
      await t.request(`/api/artists/${artist.id}/past-concerts`),
      pastConcertList,
    );
    const responses = await Promise.all([
      predictCall(artist.id, concert.id),
      linkCall(concert.id, played?.pastConcertId ?? 0),
      predictCall(artist.id, concert.id),
      predictCall(artist.id, concert.id),
    ]);
    expect(responses[1]?.status).toBe(200);
    for (const response of [responses[0], responses[2], responses[3]]) {
      expect([200, 409]).toContain(response?.status);
    }
    const stored = await shownSetlist(concert.id);
    expect(stored.map((s) => s.order)).toEqual([1, 2, 3, 4, 5, 6]);
    await expectError(await predictCall(artist.id, concert.id), 409, "CONFLICT");
  });
});

describe("the admin's actual setlist calls", () => {
  it("link a show of the concert's artist within a day of its dates, and nothing else", async () => {
    const artist = await artistWithShows();
    const concert = await concertOn(artist.id, day(-5), day(-4));
    await buildPastConcerts(t.db.db, artist.id, [
      pastConcertRecord(day(-3), MAIN),
      pastConcertRecord(day(-6), ["Alpha"]),
      pastConcertRecord(day(-8), MAIN),
      pastConcertRecord(day(-5), []),
    ]);
    const other = await buildArtist(t.db.db);
    await buildPastConcerts(t.db.db, other.id, [pastConcertRecord(day(-5), MAIN)]);
    const [otherShow] = await expectBody(
      await t.request(`/api/artists/${other.id}/past-concerts`),
      pastConcertList,
    );
    const shows = await expectBody(
      await t.request(`/api/artists/${artist.id}/past-concerts`),
      pastConcertList,
    );
    const dated = (date: string) => {
      const [y, m, d] = date.split("-").map(Number);
      return shows.find((s) => s.date[0] === y && s.date[1] === m && s.date[2] === d)!;
    };

    const state = await expectBody(
      await t.request(`/api/admin/new-concerts/${concert.id}/actual-setlist`, {
        token: admin.token,
      }),
      actualSetlistState,
    );
    // Closest to the concert's dates first (then the earlier); a show without songs is none.
    expect(state.candidates.map((c) => c.pastConcertId)).toEqual([
      dated(day(-6)).pastConcertId,
      dated(day(-3)).pastConcertId,
    ]);
    expect(state).toMatchObject({ linked: null, predicted: false, audit: null });

    const elsewhere = await expectError(
      await linkCall(concert.id, otherShow?.pastConcertId ?? 0),
      422,
    );
    expect(elsewhere.fields?.pastConcertId).toBe("이 공연의 아티스트의 지난 공연이 아닙니다.");
    const early = await expectError(await linkCall(concert.id, dated(day(-8)).pastConcertId), 422);
    expect(early.fields?.pastConcertId).toBe(
      "공연 날짜 전후 하루 안에 열린 지난 공연만 연결할 수 있습니다.",
    );
    const empty = await expectError(await linkCall(concert.id, dated(day(-5)).pastConcertId), 422);
    expect(empty.fields?.pastConcertId).toBe("곡이 없는 셋리스트는 연결할 수 없습니다.");
    await expectError(await linkCall(concert.id, 987_654), 404, "NOT_FOUND");
    await expectError(await linkCall(987_654, dated(day(-3)).pastConcertId), 404, "NOT_FOUND");
    const missing = await expectError(await linkCall(concert.id, "abc"), 422);
    expect(missing.fields?.pastConcertId).toBe("연결할 지난 공연을 선택하세요.");

    // A spec-style client sends the id as a string.
    const linked = await expectBody(
      await linkCall(concert.id, String(dated(day(-6)).pastConcertId)),
      actualSetlistState,
    );
    expect(linked.linked).toMatchObject({ pastConcertId: dated(day(-6)).pastConcertId });
    const relinked = await expectBody(
      await linkCall(concert.id, dated(day(-3)).pastConcertId),
      actualSetlistState,
    );
    expect(relinked.linked).toMatchObject({ pastConcertId: dated(day(-3)).pastConcertId });
  });

  it("store a typed-in setlist as the artist's show on the concert's day, replaced when typed again", async () => {
    const artist = await artistWithShows();
    const concert = await concertOn(artist.id, day(-1));
    const predicted = await predict(artist.id, concert.id);
    const played = [
      { title: "Alpha" },
      { title: "  Bravo   Song " },
      { title: "Charlie" },
      { title: "Echo" },
      { title: "Finale", encore: true },
    ];
    const state = await expectBody(await enterCall(concert.id, played), actualSetlistState);
    expect(state.linked).toMatchObject({ songCount: 5, entered: true, venueName: "KSPO DOME" });
    // Alpha, Charlie, Echo and Finale of the six predicted; Bravo Song was not predicted.
    expect(state.audit).toEqual({
      pastConcertId: state.linked?.pastConcertId,
      playedCount: 5,
      hitCount: 4,
      predictedCount: predicted.length,
    });
    const shows = await expectBody(
      await t.request(`/api/artists/${artist.id}/past-concerts`),
      pastConcertList,
    );
    expect(shows).toHaveLength(4);
    const entered = shows[0]!;
    expect(entered).toMatchObject({
      pastConcertId: state.linked?.pastConcertId,
      venueName: "KSPO DOME",
      tourName: "Test Tour",
      setlistUrl: null,
    });
    expect(entered.setlists.map((e) => [e.order, e.song.title, e.encore])).toEqual([
      [1, "Alpha", 0],
      [2, "Bravo Song", 0],
      [3, "Charlie", 0],
      [4, "Echo", 0],
      [5, "Finale", 1],
    ]);
    expect((await detail(concert.id)).prediction?.hitRate).toBe(0.667);

    const fixed = await expectBody(
      await enterCall(concert.id, [...played, { title: "Delta", encore: true }]),
      actualSetlistState,
    );
    expect(fixed.linked?.pastConcertId).toBe(state.linked?.pastConcertId);
    expect(fixed.audit).toMatchObject({ playedCount: 6, hitCount: 5 });
    expect(
      await expectBody(await t.request(`/api/artists/${artist.id}/past-concerts`), pastConcertList),
    ).toHaveLength(4);
  });

  it("type in once however many arrive at once", async () => {
    const artist = await artistWithShows();
    const concert = await concertOn(artist.id, day(-2));
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, i) => enterCall(concert.id, [{ title: `Song ${i}` }])),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const shows = await expectBody(
      await t.request(`/api/artists/${artist.id}/past-concerts`),
      pastConcertList,
    );
    expect(shows.filter((s) => s.setlistUrl === null && s.venueName === "KSPO DOME")).toHaveLength(
      1,
    );
  });

  it("refuse a typed setlist before the show, or one without songs, in Korean", async () => {
    const artist = await artistWithShows();
    const later = await concertOn(artist.id, day(3));
    const early = await expectError(await enterCall(later.id, [{ title: "Alpha" }]), 422);
    expect(early.fields?.songs).toBe("공연이 시작된 뒤에 실제 셋리스트를 입력할 수 있습니다.");
    const past = await concertOn(artist.id, day(-3));
    const none = await expectError(await enterCall(past.id, []), 422);
    expect(none.fields?.songs).toBe("실제 셋리스트의 곡을 한 곡 이상 입력하세요.");
    const blank = await expectError(await enterCall(past.id, [{ title: "  " }]), 422);
    expect(blank.fields?.["songs.0.title"]).toBe("곡 제목을 입력하세요.");
    const many = await expectError(
      await enterCall(
        past.id,
        Array.from({ length: 101 }, (_, i) => ({ title: `S${i}` })),
      ),
      422,
    );
    expect(many.fields?.songs).toBe("곡은 100곡까지 입력할 수 있습니다.");
    await expectError(await enterCall(987_654, [{ title: "Alpha" }]), 404, "NOT_FOUND");
  });
});

describe("slot alternatives", () => {
  it("are served with their songs and probabilities, and judged against the actual setlist", async () => {
    const artist = await buildArtist(t.db.db);
    // The fourth song alternates between two at every other show.
    await buildPastConcerts(
      t.db.db,
      artist.id,
      [day(-30), day(-27), day(-24), day(-21), day(-18), day(-15)].map((date, i) =>
        pastConcertRecord(date, [
          "Alpha",
          "Bravo",
          "Charlie",
          i % 2 === 0 ? "Left" : "Right",
          "Delta",
          "Echo",
        ]),
      ),
    );
    const concert = await concertOn(artist.id, day(-1));
    const predicted = await predict(artist.id, concert.id);
    const slot = predicted.find((s) => s.slotAlternatives.length > 0);
    expect(slot).toBeDefined();
    expect([slot?.songTitle, slot?.slotAlternatives[0]?.songTitle].sort()).toEqual([
      "Left",
      "Right",
    ]);
    expect(slot?.slotAlternatives[0]?.probability).toBeGreaterThan(0);
    expect(slot?.slotAlternatives[0]?.played).toBeNull();

    const other = slot?.slotAlternatives[0]?.songTitle ?? "";
    await enterCall(
      concert.id,
      ["Alpha", "Bravo", "Charlie", other, "Delta", "Echo"].map((title) => ({ title })),
    );
    const judged = (await shownSetlist(concert.id)).find((s) => s.songId === slot?.songId);
    expect(judged?.played).toBe(false);
    expect(judged?.slotAlternatives[0]).toMatchObject({ songTitle: other, played: true });
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
