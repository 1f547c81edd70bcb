import { searchResults } from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, expectBody } from "../../test/app";
import { buildArtist, buildConcert } from "../../test/factories";

let t: TestApp;
let coldplay: number;
let oasis: number;
const concerts: Record<string, number> = {};

const search = async (keyword: string) =>
  expectBody(await t.request(`/api/search?keyword=${encodeURIComponent(keyword)}`), searchResults);
/** Coldplay's own rows, then the tribute concert whose Korean title names Coldplay. */
const COLDPLAY_THEN_TRIBUTE = ["Coldplay", "Viva Band"];
/** The artists of the rows, in order, each once. */
const artistsOf = (rows: { artistName: string }[]) => [...new Set(rows.map((r) => r.artistName))];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.db;
  coldplay = (await buildArtist(db, { name: "Coldplay", krName: "콜드플레이", aliases: ["콜플"] }))
    .id;
  oasis = (await buildArtist(db, { name: "Oasis", krName: "오아시스", aliases: [] })).id;
  concerts.coldplayLate = (
    await buildConcert(db, {
      artistId: coldplay,
      title: "2027 콜드플레이 내한공연",
      venueName: "고양종합운동장 주경기장",
      startDate: "2027-04-16",
      endDate: "2027-04-17",
      genre: "ROCK",
    })
  ).id;
  concerts.coldplayEarly = (
    await buildConcert(db, {
      artistId: coldplay,
      title: "콜드플레이 부산 공연",
      venueName: "부산 아시아드 주경기장",
      startDate: "2027-04-10",
      endDate: "2027-04-10",
    })
  ).id;
  concerts.coldplayDone = (
    await buildConcert(db, {
      artistId: coldplay,
      title: "콜드플레이 2017 내한공연",
      startDate: "2017-04-15",
      endDate: "2017-04-16",
      status: "COMPLETED",
    })
  ).id;
  const tribute = await buildArtist(db, { name: "Viva Band", krName: "비바 밴드", aliases: [] });
  concerts.tribute = (
    await buildConcert(db, {
      artistId: tribute.id,
      title: "콜드플레이 트리뷰트 나이트",
      venueName: "롤링홀",
      startDate: "2027-01-01",
      endDate: "2027-01-01",
    })
  ).id;
  const muse = await buildArtist(db, { name: "Muse", krName: "뮤즈", aliases: [] });
  concerts.muse = (
    await buildConcert(db, {
      artistId: muse.id,
      title: "MUSE LIVE IN SEOUL",
      venueName: "KSPO DOME",
    })
  ).id;
  await buildArtist(db, { name: "Museum Kids", krName: "뮤지엄 키즈", aliases: [] });
  await buildArtist(db, { name: "Amuse", krName: "어뮤즈", aliases: [] });
  await buildArtist(db, { name: "Muso", krName: null, aliases: [] });
  const keshi = await buildArtist(db, { name: "keshi", krName: "케시", aliases: [] });
  concerts.keshi = (
    await buildConcert(db, {
      artistId: keshi.id,
      title: "keshi LIVE IN SEOUL 2027",
      venueName: "KSPO DOME",
      startDate: "2027-03-06",
      endDate: "2027-03-06",
    })
  ).id;
});
afterAll(() => t.close());

describe("GET /api/search: names", () => {
  it("finds an artist by Korean name: the artist's upcoming concerts, soonest first", async () => {
    const rows = await search("콜드플레이");
    // The artist's rows come first; then a concert that only mentions the name in its title.
    expect(rows.map((r) => r.newConcertId)).toEqual([
      concerts.coldplayEarly,
      concerts.coldplayLate,
      concerts.tribute,
    ]);
    expect(rows[1]).toEqual({
      artistId: coldplay,
      artistName: "Coldplay",
      artistkrName: "콜드플레이",
      imgUrl: expect.stringMatching(/^\/media\//),
      snsUrl: expect.stringMatching(/^https:\/\//),
      newConcertId: concerts.coldplayLate,
      title: "2027 콜드플레이 내한공연",
      posterUrl: expect.stringMatching(/^\/media\//),
      startDate: [2027, 4, 16],
      endDate: [2027, 4, 17],
      date: "2027-04-16",
      venueName: "고양종합운동장 주경기장",
      genre: "ROCK",
      namesArtist: true,
    });
    expect(rows.map((r) => r.newConcertId)).not.toContain(concerts.coldplayDone);
  });

  it("answers an artist without upcoming concerts as one row with null concert fields", async () => {
    expect(await search("오아시스")).toEqual([
      expect.objectContaining({
        artistId: oasis,
        artistName: "Oasis",
        newConcertId: null,
        title: null,
        posterUrl: null,
        startDate: null,
        endDate: null,
        date: null,
        venueName: null,
        genre: null,
      }),
    ]);
  });

  it("ignores case and whitespace, in English and in Korean", async () => {
    for (const keyword of ["COLDPLAY", "cold play", " Cold  Play "]) {
      expect(artistsOf(await search(keyword)), keyword).toEqual(["Coldplay"]);
    }
    for (const keyword of ["콜드 플레이", "콜 드플레이"]) {
      expect(artistsOf(await search(keyword)), keyword).toEqual(COLDPLAY_THEN_TRIBUTE);
    }
  });

  it("finds an artist by an alias", async () => {
    expect(artistsOf(await search("콜플"))).toEqual(["Coldplay"]);
  });

  it("ranks exact before prefix before substring matches", async () => {
    const rows = await search("muse");
    expect(artistsOf(rows)).toEqual(["Muse", "Museum Kids", "Amuse"]);
    expect(artistsOf(await search("뮤즈"))).toEqual(["Muse", "Amuse"]);
  });

  it("finds Korean names by their initial consonants (초성)", async () => {
    expect(artistsOf(await search("ㅋㄷㅍㄹㅇ"))).toEqual(COLDPLAY_THEN_TRIBUTE);
    expect(artistsOf(await search("ㅋㄷ"))).toEqual(COLDPLAY_THEN_TRIBUTE);
    expect(artistsOf(await search("ㅁㅈ"))).toEqual(["Muse", "Museum Kids"]);
    expect(artistsOf(await search("ㅇㅁㅈ"))).toEqual(["Amuse"]);
  });

  it("reads Korean typed with the keyboard in English mode, whole or mid-syllable", async () => {
    expect(artistsOf(await search("zhfemvmffpdl"))).toEqual(COLDPLAY_THEN_TRIBUTE);
    expect(artistsOf(await search("zhfemv"))).toEqual(COLDPLAY_THEN_TRIBUTE);
    // 어뮤즈 contains 뮤즈 (abwm): the Hangul reading is also searched inside names.
    expect(artistsOf(await search("abwm"))).toEqual(["Muse", "Amuse"]);
  });

  it("reads English typed with the keyboard in Korean mode", async () => {
    expect(artistsOf(await search("채ㅣ에ㅣ묘"))).toEqual(["Coldplay"]);
    expect(artistsOf(await search("ㅐㅁ냔"))).toEqual(["Oasis"]);
  });

  it("forgives typos only when nothing matches as typed", async () => {
    expect(artistsOf(await search("coldpaly"))).toEqual(["Coldplay"]);
    expect(artistsOf(await search("콜드플래이"))).toEqual(COLDPLAY_THEN_TRIBUTE);
    // "muse" matches as typed, so the similar Muso stays out; "musa" matches nothing as typed.
    expect(artistsOf(await search("muse"))).not.toContain("Muso");
    expect(artistsOf(await search("musa"))).toEqual(expect.arrayContaining(["Muse", "Muso"]));
  });

  it("says which artist the whole query names, however it was typed, and not for a part of a name", async () => {
    const named = async (keyword: string) =>
      artistsOf((await search(keyword)).filter((r) => r.namesArtist));
    for (const keyword of [
      "coldplay",
      "콜드플레이",
      "콜플",
      "ㅋㄷㅍㄹㅇ",
      "zhfemvmffpdl",
      "채ㅣ에ㅣ묘",
      "coldpaly",
      "콜드플래이",
    ]) {
      expect(await named(keyword), keyword).toEqual(["Coldplay"]);
    }
    // A beginning or a piece of a name may be several artists: no landing.
    for (const keyword of ["콜드", "ㅋㄷ", "뮤", "muse live", "kspo"]) {
      expect(await named(keyword), keyword).toEqual([]);
    }
    // Only the named artist's rows carry it, never the concerts that mention the word.
    const rows = await search("coldplay");
    expect(rows.filter((r) => r.artistName !== "Coldplay").every((r) => !r.namesArtist)).toBe(true);
  });

  it("answers [] for a word that resembles nothing", async () => {
    expect(await search("qwxzvbk")).toEqual([]);
  });
});

describe("GET /api/search: concerts", () => {
  it("finds upcoming concerts by venue, soonest first, without artist rows", async () => {
    const rows = await search("kspo");
    expect(rows.map((r) => r.newConcertId)).toEqual([concerts.keshi, concerts.muse]);
    expect(rows[0]).toMatchObject({ artistName: "keshi", venueName: "KSPO DOME" });
  });

  it("finds concerts by a word inside the title", async () => {
    const rows = await search("live in seoul");
    expect(rows.map((r) => r.newConcertId).sort()).toEqual([concerts.keshi, concerts.muse].sort());
    expect(artistsOf(await search("부산 공연"))).toEqual(["Coldplay"]);
  });

  it("puts the best-matching artist's rows before concerts that only mention the word", async () => {
    const rows = await search("keshi");
    expect(rows.map((r) => r.newConcertId)).toEqual([concerts.keshi]);
    expect(artistsOf(await search("뮤"))).toEqual(["Muse", "Museum Kids"]);
  });
});
