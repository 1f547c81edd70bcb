import { NEXT_CURSOR_HEADER, concertList, readParamsOf } from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ResponseCache } from "../../lib/cache/response-cache";
import { type TestApp, createTestApp, expectBody } from "../../test/app";
import { buildArtist, buildConcert } from "../../test/factories";

let t: TestApp;
// 2026-11-27 in Seoul.
const now = new Date("2026-11-27T03:00:00Z");
const ids: Record<string, number> = {};
beforeAll(async () => {
  // Every row is written before the first request, so the cache sees the data as it stays.
  t = await createTestApp("empty", { clock: () => now, cache: new ResponseCache() });
  const artist = await buildArtist(t.db.db, { name: "Oasis", krName: "오아시스" });
  const add = async (
    name: string,
    cityName: string,
    startDate: string,
    endDate: string,
    extra: { genre?: "POP" | "ROCK"; status?: "COMPLETED" } = {},
  ) => {
    const row = { artistId: artist.id, cityName, startDate, endDate, ...extra };
    ids[name] = (await buildConcert(t.db.db, row)).id;
  };
  await add("seoulSoon", "서울", "2026-12-05", "2026-12-06");
  await add("seoulLater", "서울", "2027-03-01", "2027-03-01", { genre: "ROCK" });
  await add("seoulEndsToday", "서울", "2026-11-26", "2026-11-27");
  await add("seoulOver", "서울", "2026-11-20", "2026-11-20");
  await add("seoulMarked", "서울", "2027-01-10", "2027-01-10", { status: "COMPLETED" });
  await add("busan", "부산", "2027-02-01", "2027-02-01", { genre: "ROCK" });
});
afterAll(() => t.close());

const list = async (query: string) => {
  const response = await t.request(`/api/new-concerts?${query}`);
  const body = await expectBody(response, concertList);
  const names = body.map((c) => Object.keys(ids).find((k) => ids[k] === c.newConcertId));
  return { response, names };
};

describe("GET /api/new-concerts?city= (one city's upcoming concerts)", () => {
  it("lists the city's shows not over yet, newest registered first, soonest first with sort=soon", async () => {
    expect((await list("city=서울")).names).toEqual(["seoulEndsToday", "seoulLater", "seoulSoon"]);
    expect((await list("city=%EC%84%9C%EC%9A%B8&sort=soon")).names).toEqual([
      "seoulEndsToday",
      "seoulSoon",
      "seoulLater",
    ]);
    expect((await list("city=부산")).names).toEqual(["busan"]);
  });

  it("narrows a genre's list too", async () => {
    expect((await list("city=서울&genre=rock")).names).toEqual(["seoulLater"]);
    expect((await list("city=서울&genre=R&B")).names).toEqual([]);
  });

  it("answers a city it has no concerts in with an empty list, like an unknown genre", async () => {
    for (const query of [
      "city=제주",
      "city=Seoul",
      "city=서울특별시",
      "city=%00",
      "city=%ED%A0%80",
    ]) {
      const { response, names } = await list(query);
      expect(response.status, query).toBe(200);
      expect(names, query).toEqual([]);
    }
    // An empty city is no filter: every concert, ended ones too.
    expect((await list("city=%20")).names).toHaveLength(Object.keys(ids).length);
  });

  it("pages a city's list by cursor without repeating or skipping one", async () => {
    for (const sort of ["latest", "soon"]) {
      const whole = (await list(`city=서울&sort=${sort}`)).names;
      const paged: unknown[] = [];
      let cursor: string | null = "";
      while (cursor !== null) {
        const page = await list(`city=서울&sort=${sort}&limit=1&cursor=${cursor}`);
        paged.push(...page.names);
        cursor = page.response.headers.get(NEXT_CURSOR_HEADER);
      }
      expect(paged, sort).toEqual(whole);
    }
  });

  it("is keyed by its city in the response cache and at the edge", async () => {
    expect(readParamsOf("GET", "/api/new-concerts")).toContain("city");
    const first = await list("city=부산&genre=ROCK");
    const other = await list("city=서울&genre=ROCK");
    const again = await list("city=부산&genre=ROCK&utm_source=kakao");
    expect(first.names).toEqual(["busan"]);
    expect(other.response.headers.get("x-cache")).toBeNull();
    expect(other.names).toEqual(["seoulLater"]);
    expect(again.response.headers.get("x-cache")).toBe("hit");
    expect(again.names).toEqual(["busan"]);
  });
});
