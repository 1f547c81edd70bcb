import {
  NEXT_CURSOR_HEADER,
  type PastConcert,
  RANKING_SIZE,
  RANKING_WINDOW,
  RANKING_WINDOW_HEADER,
  artistList,
  pastConcertList,
  songRanking,
} from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, expectBody } from "../../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp("demo");
});
afterAll(() => t.close());

const dateKey = (c: PastConcert) => c.date.map((n) => String(n).padStart(4, "0")).join("-");

/** The ranking rule written again in plain TypeScript, from the concerts as the API lists them. */
function expectedRanking(concerts: PastConcert[]) {
  const window = [...concerts]
    .filter((c) => c.setlists.some((entry) => !entry.tape))
    .sort((a, b) =>
      dateKey(a) === dateKey(b)
        ? b.pastConcertId - a.pastConcertId
        : dateKey(a) < dateKey(b)
          ? 1
          : -1,
    )
    .slice(0, RANKING_WINDOW);
  const songs = new Map<
    number,
    { title: string; reading?: string; concerts: Set<number>; last: string }
  >();
  for (const concert of window) {
    for (const entry of concert.setlists) {
      if (entry.tape) continue;
      const song = songs.get(entry.song.songId) ?? {
        title: entry.song.title,
        ...(entry.song.reading === undefined ? {} : { reading: entry.song.reading }),
        concerts: new Set<number>(),
        last: "",
      };
      song.concerts.add(concert.pastConcertId);
      if (dateKey(concert) > song.last) song.last = dateKey(concert);
      songs.set(entry.song.songId, song);
    }
  }
  const byCodePoint = (a: string, b: string) => {
    const x = [...a].map((ch) => ch.codePointAt(0) ?? 0);
    const y = [...b].map((ch) => ch.codePointAt(0) ?? 0);
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
    }
    return x.length - y.length;
  };
  const rows = [...songs.entries()]
    .map(([songId, s]) => ({
      songId,
      title: s.title,
      reading: s.reading,
      count: s.concerts.size,
      last: s.last,
    }))
    .sort(
      (a, b) =>
        b.count - a.count ||
        (a.last === b.last ? 0 : a.last < b.last ? 1 : -1) ||
        byCodePoint(a.title, b.title),
    )
    .slice(0, RANKING_SIZE)
    .map(({ songId, title, reading, count }) => ({
      songId,
      title,
      ...(reading === undefined ? {} : { reading }),
      count,
    }));
  return { window: window.length, rows };
}

async function allPastConcerts(artistId: number): Promise<PastConcert[]> {
  const all: PastConcert[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?limit=7&cursor=${cursor}` : "?limit=7";
    const response = await t.request(`/api/artists/${artistId}/past-concerts${query}`);
    cursor = response.headers.get(NEXT_CURSOR_HEADER);
    all.push(...(await expectBody(response, pastConcertList)));
  } while (cursor);
  return all;
}

describe("the song ranking of the demo catalogue", () => {
  it("equals the rule recomputed from each artist's past concerts", async () => {
    const artists = await expectBody(await t.request("/api/artists"), artistList);
    expect(artists.length).toBeGreaterThan(20);
    let rankedSongs = 0;
    for (const artist of artists) {
      const concerts = await allPastConcerts(artist.artistId);
      const response = await t.request(`/api/artists/${artist.artistId}/song-ranking`);
      const window = Number(response.headers.get(RANKING_WINDOW_HEADER));
      const rows = await expectBody(response, songRanking);
      expect({ artist: artist.name, window, rows }).toEqual({
        artist: artist.name,
        ...expectedRanking(concerts),
      });
      rankedSongs += rows.length;
    }
    expect(rankedSongs).toBeGreaterThan(artists.length * 10);
  });
});

describe("the demo's Japanese songs", () => {
  it("each carry a Korean reading in setlists and rankings", async () => {
    const artists = await expectBody(await t.request("/api/artists"), artistList);
    const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;
    const seen = new Map<string, string | undefined>();
    for (const artist of artists) {
      for (const concert of await allPastConcerts(artist.artistId)) {
        for (const { song } of concert.setlists) {
          if (japanese.test(song.title)) seen.set(song.title, song.reading);
        }
      }
    }
    expect(seen.size).toBeGreaterThan(80);
    expect([...seen].filter(([, reading]) => !reading)).toEqual([]);
    expect(seen.get("夜に駆ける")).toBe("밤을 달리다");
    expect(seen.get("前前前世")).toBe("전전전세");
  });
});
