import { NEXT_CURSOR_HEADER, concertList } from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { buildArtist, buildConcert } from "../../test/factories";

let t: TestApp;
// 2026-11-27 in Seoul.
const now = new Date("2026-11-27T03:00:00Z");
beforeAll(async () => {
  t = await createTestApp("empty", { clock: () => now });
});
afterAll(() => t.close());

describe("GET /api/new-concerts?sort=soon (공연 임박순)", () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const artist = await buildArtist(t.db.db, { name: "Oasis", krName: "오아시스" });
    const add = async (
      name: string,
      startDate: string,
      endDate: string,
      extra: { genre?: "POP" | "ROCK"; status?: "COMPLETED" } = {},
    ) => {
      ids[name] = (
        await buildConcert(t.db.db, { artistId: artist.id, startDate, endDate, ...extra })
      ).id;
    };
    // Registered in an order unlike their dates.
    await add("september", "2027-09-04", "2027-09-05");
    await add("lastYear", "2025-10-01", "2025-10-01");
    await add("tomorrow", "2026-11-28", "2026-11-28", { genre: "ROCK" });
    await add("endsToday", "2026-11-26", "2026-11-27");
    await add("lastWeek", "2026-11-20", "2026-11-20", { genre: "ROCK" });
    await add("marked", "2026-12-01", "2026-12-01", { status: "COMPLETED" });
    await add("april", "2027-04-16", "2027-04-19");
    await add("sameDayAsApril", "2027-04-16", "2027-04-16");
  });

  const order = ["endsToday", "tomorrow", "april", "sameDayAsApril", "september"];
  const endedOrder = ["marked", "lastWeek", "lastYear"];
  const names = (list: { newConcertId: number }[]) =>
    list.map((c) => Object.keys(ids).find((k) => ids[k] === c.newConcertId));

  it("lists shows not over yet soonest first, then ended ones latest first", async () => {
    const body = await expectBody(await t.request("/api/new-concerts?sort=soon"), concertList);
    expect(names(body)).toEqual([...order, ...endedOrder]);
    // Without it, the spec's order stays: newest registered first.
    const latest = await expectBody(await t.request("/api/new-concerts"), concertList);
    expect(names(latest)).toEqual(Object.keys(ids).reverse());
  });

  it("keeps the order within a genre", async () => {
    const rock = await expectBody(
      await t.request("/api/new-concerts?sort=soon&genre=rock"),
      concertList,
    );
    expect(names(rock)).toEqual(["tomorrow", "lastWeek"]);
  });

  it("pages by cursor across the end of the upcoming shows without repeating or skipping one", async () => {
    const seen: { newConcertId: number }[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 10; i++) {
      const response = await t.request(
        `/api/new-concerts?sort=soon&limit=3${cursor ? `&cursor=${cursor}` : ""}`,
      );
      seen.push(...(await expectBody(response, concertList)));
      cursor = response.headers.get(NEXT_CURSOR_HEADER);
      if (!cursor) break;
    }
    expect(names(seen)).toEqual([...order, ...endedOrder]);
  });

  it("refuses an unknown sort and a cursor of the other order, in Korean", async () => {
    const wrong = await t.request("/api/new-concerts?sort=random");
    await expectError(wrong, 422);
    const latestPage = await t.request("/api/new-concerts?limit=2");
    const latestCursor = latestPage.headers.get(NEXT_CURSOR_HEADER);
    await expectError(
      await t.request(`/api/new-concerts?sort=soon&cursor=${latestCursor}`),
      400,
      "BAD_REQUEST",
    );
  });
});
