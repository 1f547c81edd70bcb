import type { SearchRow } from "@naehan/contract";
import { describe, expect, it } from "vitest";
import { searchView } from "./search-results";

const row = (overrides: Partial<SearchRow>): SearchRow => ({
  artistId: 1,
  artistName: "Coldplay",
  artistkrName: "콜드플레이",
  imgUrl: null,
  snsUrl: null,
  newConcertId: 10,
  title: "2027 콜드플레이 내한공연",
  posterUrl: null,
  startDate: [2027, 4, 16],
  endDate: [2027, 4, 16],
  date: "2027-04-16",
  venueName: "고양종합운동장 주경기장",
  genre: "ROCK",
  namesArtist: false,
  ...overrides,
});

const coldplay = [row({ newConcertId: 10 }), row({ newConcertId: 11 })];
const tribute = row({ artistId: 2, artistName: "Viva", artistkrName: "비바", newConcertId: 12 });

describe("searchView", () => {
  it.each(["콜드플레이", "콜드 플레이", "coldplay", "COLD PLAY"])(
    "shows the artist block with only that artist's concerts for %s",
    (query) => {
      const view = searchView([...coldplay, tribute], query, false);
      expect(view.artist?.artistId).toBe(1);
      expect(view.items.map((r) => r.newConcertId)).toEqual([10, 11]);
    },
  );

  it("shows every row as results, without a block, when the first row is not named by the query", () => {
    for (const query of ["콜드", "ㅋㄷㅍㄹㅇ", "콜플", "내한공연"]) {
      const view = searchView([...coldplay, tribute], query, false);
      expect(view.artist).toBeNull();
      expect(view.items).toHaveLength(3);
    }
  });

  it("offers, beside the spec's list, the artist the server says the query names another way", () => {
    const named = [row({ namesArtist: true, newConcertId: 10 }), row({ namesArtist: true })];
    for (const query of ["ㅋㄷㅍㄹㅇ", "콜플", "colplay", "zhfemvmffpdl"]) {
      const view = searchView([...named, tribute], query, false);
      expect(view.artist).toBeNull();
      expect(view.suggested?.artistId).toBe(1);
      expect(view.items).toHaveLength(3);
    }
    expect(searchView([...coldplay, tribute], "ㅋㄷ", false).suggested).toBeNull();
    expect(searchView(named, "콜드플레이", false).suggested).toBeNull();
  });

  it("compares with the first row only", () => {
    expect(searchView([tribute, ...coldplay], "콜드플레이", false).artist).toBeNull();
  });

  it("keeps the block of an artist without upcoming concerts, with no concerts under it", () => {
    const alone = row({ newConcertId: null, title: null, startDate: null, endDate: null });
    const view = searchView([alone], "Coldplay", false);
    expect(view.artist?.artistName).toBe("Coldplay");
    expect(view.items).toEqual([]);
  });

  it("offers more rows only while they can still be the artist's", () => {
    expect(searchView(coldplay, "coldplay", true).hasMore).toBe(true);
    expect(searchView([...coldplay, tribute], "coldplay", true).hasMore).toBe(false);
    expect(searchView([...coldplay, tribute], "콜드", true).hasMore).toBe(true);
  });
});
