import { pastConcertList, predictedSetlist, syncResult } from "@naehan/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSetlistFmClient } from "../../integrations/setlistfm/client";
import { addDays, todayInSeoul } from "../../lib/dates";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { type FakeSetlistFm, startFakeSetlistFm } from "../../test/fake-setlistfm";
import { buildArtist, buildConcert } from "../../test/factories";
import { FIXTURE_ARTIST, fixtureHistory } from "../../test/setlistfm-fixtures";
import { type TestUser, buildAdmin } from "../../test/users";

let t: TestApp;
let fake: FakeSetlistFm;
let admin: TestUser;
let artistId: number;
const MBID = FIXTURE_ARTIST.mbid;
/** A concert still to come: its prediction may be made again. */
const SOON = addDays(todayInSeoul(), 30);

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
  artistId = (await buildArtist(t.db.db, { name: "The Fixture Band", mbid: MBID })).id;
  fake.setSetlists(MBID, fixtureHistory(30));
});
afterAll(() => Promise.all([t.close(), fake.close()]));
beforeEach(() => {
  fake.incidents.length = 0;
});

const post = (path: string) => t.request(path, { method: "POST", token: admin.token });

describe("POST /api/admin/artists/{mbid}/sync", () => {
  it("imports the artist's setlists from setlist.fm, then only updates what changed", async () => {
    const first = await expectBody(await post(`/api/admin/artists/${MBID}/sync`), syncResult);
    expect(first).toEqual({
      imported: 30,
      updated: 0,
      skipped: 0,
      pages: 2,
      linked: 0,
      predicted: 0,
    });
    expect(fake.requests.at(-1)?.apiKey).toBe(fake.apiKey);

    const past = await expectBody(
      await t.request(`/api/artists/${artistId}/past-concerts?limit=100`),
      pastConcertList,
    );
    expect(past).toHaveLength(30);
    expect(past[0]?.setlists.map((e) => e.song.title)).toContain("Heroes");

    const again = await expectBody(await post(`/api/admin/artists/${MBID}/sync`), syncResult);
    expect(again).toEqual({
      imported: 0,
      updated: 0,
      skipped: 30,
      pages: 2,
      linked: 0,
      predicted: 0,
    });
  });

  it("answers 404 for an MBID no artist has", async () => {
    const body = await expectError(
      await post("/api/admin/artists/00000000-0000-4000-8000-000000000000/sync"),
      404,
    );
    expect(body.message).toBe("아티스트를 찾을 수 없습니다.");
  });

  it("answers 502 with the reason when setlist.fm keeps failing", async () => {
    fake.incidents.push(...Array.from({ length: 6 }, () => ({ status: 503 as const })));
    const body = await expectError(await post(`/api/admin/artists/${MBID}/sync`), 502);
    expect(body.message).toMatch(/setlist\.fm/);
  });
});

describe("POST /api/admin/artists/{artistId}/predict-setlist", () => {
  it("predicts from the synced history and replaces the previous prediction", async () => {
    await post(`/api/admin/artists/${MBID}/sync`);
    const concert = await buildConcert(t.db.db, { artistId, startDate: SOON, endDate: SOON });
    const path = `/api/admin/artists/${artistId}/predict-setlist?newConcertId=${concert.id}`;
    const songs = await expectBody(await post(path), predictedSetlist);
    const titles = songs.map((s) => s.songTitle);
    expect(titles.slice(0, 3)).toEqual(["Opener", "Second", "Third"]);
    expect(titles.at(-1)).toBe("Closer");
    expect(titles).not.toContain("Overture");
    expect(songs.at(-1)).toMatchObject({ encore: true });
    // Calibrated: likely, never certain from a handful of shows.
    expect(songs[0]?.probability).toBeGreaterThan(0.5);
    expect(songs[0]?.probability).toBeLessThan(1);
    expect(songs[0]?.ytLink).toContain("youtube.com/results");

    const again = await expectBody(await post(path), predictedSetlist);
    expect(again).toEqual(songs);
    const shown = await expectBody(
      await t.request(`/api/new-concerts/${concert.id}/predicted-setlist`),
      predictedSetlist,
    );
    expect(shown).toEqual(songs);
  });

  it("answers 422 without a concert or for another artist's concert, 404 for unknown ids", async () => {
    const mine = await buildConcert(t.db.db, { artistId });
    const theirs = await buildConcert(t.db.db);
    const base = `/api/admin/artists/${artistId}/predict-setlist`;
    const missing = await expectError(await post(base), 422);
    expect(missing.fields?.newConcertId).toBe("예상 셋리스트를 만들 공연을 선택하세요.");
    const other = await expectError(await post(`${base}?newConcertId=${theirs.id}`), 422);
    expect(other.fields?.newConcertId).toBe("선택한 아티스트의 공연이 아닙니다.");
    await expectError(await post(`${base}?newConcertId=987654`), 404);
    await expectError(
      await post(`/api/admin/artists/987654/predict-setlist?newConcertId=${mine.id}`),
      404,
    );
  });
});

describe("the mbid in the sync path", () => {
  it("is read in any case; anything but a MusicBrainz id is a 404, never a 500", async () => {
    await expectBody(await post(`/api/admin/artists/${MBID.toUpperCase()}/sync`), syncResult);
    for (const mbid of ["%00", `${MBID}%00`, "%ED%A0%80", "not-an-mbid"]) {
      await expectError(await post(`/api/admin/artists/${mbid}/sync`), 404, "NOT_FOUND");
    }
  });
});
