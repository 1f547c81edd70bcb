import { syncResult } from "@naehan/contract";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pastConcerts, setlistEntries, songs } from "../../db/schema";
import { createSetlistFmClient } from "../../integrations/setlistfm/client";
import { type TestDatabase, createTestDatabase } from "../../test/db";
import { type FakeSetlistFm, startFakeSetlistFm } from "../../test/fake-setlistfm";
import { buildArtist } from "../../test/factories";
import {
  FIXTURE_ARTIST,
  fixtureHistory,
  fmSetlist,
  plainShow,
} from "../../test/setlistfm-fixtures";
import { syncArtistSetlists } from "./sync-artist-setlists";

let db: TestDatabase;
let fake: FakeSetlistFm;
let artistId: number;
const MBID = FIXTURE_ARTIST.mbid;

beforeAll(async () => {
  [db, fake] = await Promise.all([createTestDatabase(), startFakeSetlistFm()]);
  artistId = (await buildArtist(db.db, { name: "The Fixture Band", mbid: MBID })).id;
});
afterAll(() => Promise.all([db.close(), fake.close()]));
beforeEach(() => {
  fake.incidents.length = 0;
});

const client = (apiKey: string | null = fake.apiKey) =>
  createSetlistFmClient({
    apiKey,
    baseUrl: fake.baseUrl,
    timing: { minIntervalMs: 0, retryBaseMs: 10 },
  });
const sync = async (mbid = MBID, apiKey?: string | null) =>
  syncResult.parse(
    (await syncArtistSetlists({ db: db.db, setlistfm: client(apiKey) }, mbid)).result,
  );

async function storedSetlist(setlistfmId: string) {
  const [concert] = await db.db
    .select()
    .from(pastConcerts)
    .where(eq(pastConcerts.setlistfmId, setlistfmId));
  const entries = await db.db
    .select({
      title: songs.title,
      position: setlistEntries.position,
      encore: setlistEntries.encore,
      tape: setlistEntries.tape,
      coverArtist: setlistEntries.coverArtist,
      withArtist: setlistEntries.withArtist,
      info: setlistEntries.info,
    })
    .from(setlistEntries)
    .innerJoin(songs, eq(songs.id, setlistEntries.songId))
    .where(eq(setlistEntries.pastConcertId, concert?.id ?? 0))
    .orderBy(asc(setlistEntries.position));
  return { concert, entries };
}

const concertCount = async () =>
  (await db.db.select().from(pastConcerts).where(eq(pastConcerts.artistId, artistId))).length;

describe("syncArtistSetlists", () => {
  it("imports every page: sets, encores, tape, covers, guests, notes and stubs", async () => {
    const history = fixtureHistory(45);
    fake.setSetlists(MBID, history);
    expect(await sync()).toEqual({
      imported: 45,
      updated: 0,
      skipped: 0,
      pages: 3,
      linked: 0,
      predicted: 0,
    });
    expect(await concertCount()).toBe(45);

    const rich = await storedSetlist(history[0]!.id);
    expect(rich.concert).toMatchObject({
      eventDate: "2025-06-30",
      venueName: "Arena 0",
      cityName: "Seoul",
      countryName: "South Korea",
      countryCode: "KR",
      tourName: "Fixture World Tour",
      setlistUrl: history[0]!.url,
      info: "Rain delay of 30 minutes.",
      songCount: 7,
    });
    const row = (title: string, position: number, extra: object = {}) => ({
      title,
      position,
      encore: 0,
      tape: false,
      coverArtist: null,
      withArtist: null,
      info: null,
      ...extra,
    });
    expect(rich.entries).toEqual([
      row("Overture", 1, { tape: true }),
      row("Opener", 2),
      row("Heroes", 3, { coverArtist: "David Bowie" }),
      row("Duet", 4, { withArtist: "Guest Singer" }),
      row("Acoustic One", 5, { info: "acoustic, first time since 2019" }),
      row("Closer", 6, { encore: 1 }),
      row("Opener", 7, { encore: 1, info: "reprise" }),
      row("Last Word", 8, { encore: 2 }),
      row("Outro", 9, { encore: 2, tape: true }),
    ]);

    const stub = await storedSetlist(history[1]!.id);
    expect(stub.concert).toMatchObject({ songCount: 0, tourName: null });
    expect(stub.entries).toEqual([]);
  });

  it("skips unchanged setlists on a re-sync and updates a changed one in place", async () => {
    expect(await sync()).toEqual({
      imported: 0,
      updated: 0,
      skipped: 45,
      pages: 3,
      linked: 0,
      predicted: 0,
    });
    expect(await concertCount()).toBe(45);

    const history = fixtureHistory(45);
    const before = await storedSetlist(history[5]!.id);
    history[5] = fmSetlist(5, [{ song: [{ name: "Opener" }, { name: "Brand New Song" }] }], {
      versionId: "53a1c0de",
    });
    fake.setSetlists(MBID, history);
    expect(await sync()).toEqual({
      imported: 0,
      updated: 1,
      skipped: 44,
      pages: 3,
      linked: 0,
      predicted: 0,
    });

    const after = await storedSetlist(history[5].id);
    expect(after.concert?.id).toBe(before.concert?.id);
    expect(after.concert).toMatchObject({ versionId: "53a1c0de", songCount: 2 });
    expect(after.entries.map((e) => e.title)).toEqual(["Opener", "Brand New Song"]);
    expect(await concertCount()).toBe(45);
  });

  it("counts setlists without a usable date or venue as skipped", async () => {
    const other = await buildArtist(db.db, { mbid: "7d0c7c8a-1111-4f00-9e3c-5d1b1d2e3f40" });
    fake.setSetlists(other.mbid!, [
      { ...plainShow(300), eventDate: "31-02-2025" },
      { ...plainShow(301), venue: undefined },
      plainShow(302),
    ]);
    expect(await sync(other.mbid!)).toEqual({
      imported: 1,
      updated: 0,
      skipped: 2,
      pages: 1,
      linked: 0,
      predicted: 0,
    });
  });

  it("answers zeros for an artist setlist.fm has no setlists of", async () => {
    const other = await buildArtist(db.db, { mbid: "5b11f4ce-a62d-471e-81fc-a69a8278c7da" });
    expect(await sync(other.mbid!)).toEqual({
      imported: 0,
      updated: 0,
      skipped: 0,
      pages: 0,
      linked: 0,
      predicted: 0,
    });
  });

  it("is 404 for an MBID no artist has", async () => {
    await expect(sync("00000000-0000-0000-0000-000000000000")).rejects.toMatchObject({
      status: 404,
      code: "NOT_FOUND",
      message: "아티스트를 찾을 수 없습니다.",
    });
  });

  it("is 503 with a clear message when no key is configured", async () => {
    await expect(sync(MBID, null)).rejects.toMatchObject({
      status: 503,
      code: "SERVICE_UNAVAILABLE",
      message: expect.stringContaining("SETLISTFM_API_KEY") as unknown,
    });
  });

  it("is 502 saying why when setlist.fm fails, and stores nothing", async () => {
    await expect(sync(MBID, "revoked-key")).rejects.toMatchObject({
      status: 502,
      code: "BAD_GATEWAY",
      message: expect.stringContaining("API 키") as unknown,
    });
    fake.incidents.push(...Array.from({ length: 4 }, () => ({ status: 503 as const })));
    await expect(sync()).rejects.toMatchObject({
      status: 502,
      message: expect.stringContaining("HTTP 503") as unknown,
    });
    expect(await concertCount()).toBe(45);
  });
});
