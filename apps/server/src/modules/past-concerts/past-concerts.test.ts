import { NEXT_CURSOR_HEADER, pastConcert, pastConcertList } from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeCursor, dateIdKey } from "../../lib/http/pagination";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { buildArtist, buildPastConcerts, pastConcertRecord } from "../../test/factories";

let t: TestApp;
let artistId: number;
let otherArtistId: number;
beforeAll(async () => {
  t = await createTestApp();
  artistId = (await buildArtist(t.db.db, { name: "Coldplay" })).id;
  otherArtistId = (await buildArtist(t.db.db)).id;
  // Inserted out of date order: the list must follow the dates, not the ids.
  await buildPastConcerts(t.db.db, artistId, [
    pastConcertRecord("2024-05-01", ["Yellow", "Clocks"], { venueName: "Middle" }),
    pastConcertRecord(
      "2025-09-08",
      [
        { title: "Music of the Spheres", tape: true },
        "Higher Power",
        { title: "Viva la Vida", info: "Extended outro" },
        { title: "Let Somebody Go", withArtist: "Selena Gomez" },
        { title: "Fix You", encore: 1 },
        { title: "Heroes", encore: 1, coverArtist: "David Bowie" },
        { title: "Higher Power", encore: 2, info: "Reprise" },
      ],
      {
        venueName: "Wembley Stadium",
        cityName: "London",
        countryName: "United Kingdom",
        tourName: "Music of the Spheres World Tour",
        setlistUrl:
          "https://www.setlist.fm/setlist/coldplay/2025/wembley-stadium-london-england-1.html",
      },
    ),
    pastConcertRecord("2023-01-10", [], { venueName: "Oldest, no setlist yet" }),
  ]);
  await buildPastConcerts(t.db.db, otherArtistId, [pastConcertRecord("2025-12-31", ["Other"])]);
});
afterAll(() => t.close());

const list = (query = "") => t.request(`/api/artists/${artistId}/past-concerts${query}`);

describe("GET /api/artists/{id}/past-concerts", () => {
  it("lists the artist's concerts newest first by date, each with its ordered setlist", async () => {
    const body = await expectBody(await list(), pastConcertList);
    expect(body.map((c) => c.venueName)).toEqual([
      "Wembley Stadium",
      "Middle",
      "Oldest, no setlist yet",
    ]);
    const [wembley, middle, oldest] = body;
    expect(wembley).toMatchObject({
      date: [2025, 9, 8],
      cityName: "London",
      city: "London",
      country: "United Kingdom",
      tourName: "Music of the Spheres World Tour",
      setlistUrl: expect.stringContaining("setlist.fm"),
    });
    expect(
      wembley?.setlists.map((s) => [
        s.order,
        s.song.title,
        s.encore,
        s.tape,
        s.cover,
        s.with,
        s.info,
      ]),
    ).toEqual([
      [1, "Music of the Spheres", 0, true, null, null, null],
      [2, "Higher Power", 0, false, null, null, null],
      [3, "Viva la Vida", 0, false, null, null, "Extended outro"],
      [4, "Let Somebody Go", 0, false, null, "Selena Gomez", null],
      [5, "Fix You", 1, false, null, null, null],
      [6, "Heroes", 1, false, "David Bowie", null, null],
      [7, "Higher Power", 2, false, null, null, "Reprise"],
    ]);
    // A reprise is the same song.
    expect(wembley?.setlists[6]?.song.songId).toBe(wembley?.setlists[1]?.song.songId);
    expect(middle?.setlists.map((s) => s.song.title)).toEqual(["Yellow", "Clocks"]);
    expect(oldest?.setlists).toEqual([]);
    expect(oldest?.setlistUrl).toBeNull();
  });

  it("reads a page of concerts and all their setlists in one statement", async () => {
    t.db.queries.length = 0;
    const body = await expectBody(await list(), pastConcertList);
    expect(body.flatMap((c) => c.setlists).length).toBeGreaterThan(5);
    expect(t.db.queries).toHaveLength(1);
  });

  it("answers [] for an artist without history and 404 JSON for an unknown artist", async () => {
    const fresh = await buildArtist(t.db.db);
    expect(
      await expectBody(await t.request(`/api/artists/${fresh.id}/past-concerts`), pastConcertList),
    ).toEqual([]);
    const error = await expectError(
      await t.request("/api/artists/987654/past-concerts"),
      404,
      "NOT_FOUND",
    );
    expect(error.message).toBe("아티스트를 찾을 수 없습니다.");
    await expectError(await t.request("/api/artists/abc/past-concerts"), 404, "NOT_FOUND");
  });
});

describe("paging past concerts by (date, id)", () => {
  let pagedArtist: number;
  beforeAll(async () => {
    pagedArtist = (await buildArtist(t.db.db)).id;
    // Five shows, three of them on one day (a festival run): pages must split ties cleanly.
    await buildPastConcerts(t.db.db, pagedArtist, [
      pastConcertRecord("2024-07-01", ["A"], { venueName: "D1" }),
      pastConcertRecord("2024-07-01", ["A"], { venueName: "D2" }),
      pastConcertRecord("2024-08-15", ["A"], { venueName: "Latest" }),
      pastConcertRecord("2024-07-01", ["A"], { venueName: "D3" }),
      pastConcertRecord("2023-03-03", ["A"], { venueName: "Earliest" }),
    ]);
  });

  async function walk(limit: number) {
    const venues: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`;
      const response = await t.request(`/api/artists/${pagedArtist}/past-concerts${query}`);
      cursor = response.headers.get(NEXT_CURSOR_HEADER);
      const page = await expectBody(response, pastConcertList);
      expect(page.length).toBeLessThanOrEqual(limit);
      venues.push(...page.map((c) => c.venueName));
      pages++;
    } while (cursor && pages < 10);
    return { venues, pages };
  }

  it.each([1, 2, 3, 5])("visits every concert once in order with pages of %i", async (limit) => {
    const { venues, pages } = await walk(limit);
    // Same day: the later insert (higher id) first.
    expect(venues).toEqual(["Latest", "D3", "D2", "D1", "Earliest"]);
    expect(pages).toBe(Math.ceil(5 / limit));
  });

  it("sends no cursor on the last page and caps the page size at 100", async () => {
    const response = await t.request(`/api/artists/${pagedArtist}/past-concerts?limit=500`);
    expect(response.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    expect(await expectBody(response, pastConcertList)).toHaveLength(5);
  });

  it("rejects forged cursors and bad limits", async () => {
    const forged = [
      "bm9wZQ",
      encodeCursor(12),
      encodeCursor({ date: "2024-02-30", id: 3 }, dateIdKey),
      Buffer.from("v1:2024-07-01:99999999999").toString("base64url"),
      Buffer.from("v2:2024-07-01:3").toString("base64url"),
    ];
    for (const cursor of forged) {
      await expectError(
        await t.request(`/api/artists/${pagedArtist}/past-concerts?cursor=${cursor}`),
        400,
        "BAD_REQUEST",
      );
    }
    await expectError(await t.request(`/api/artists/${pagedArtist}/past-concerts?limit=0`), 422);
  });
});

describe("GET /api/artists/{id}/past-concerts/{pastConcertId}", () => {
  it("answers one concert with its setlist, the same shape as in the list", async () => {
    const [first] = await expectBody(await list(), pastConcertList);
    const one = await expectBody(
      await t.request(`/api/artists/${artistId}/past-concerts/${first?.pastConcertId}`),
      pastConcert,
    );
    expect(one).toEqual(first);
  });

  it("answers 404 for a concert of another artist, an unknown one, or an unknown artist", async () => {
    const [others] = await expectBody(
      await t.request(`/api/artists/${otherArtistId}/past-concerts`),
      pastConcertList,
    );
    const stolen = await expectError(
      await t.request(`/api/artists/${artistId}/past-concerts/${others?.pastConcertId}`),
      404,
      "NOT_FOUND",
    );
    expect(stolen.message).toBe("지난 공연을 찾을 수 없습니다.");
    await expectError(await t.request(`/api/artists/${artistId}/past-concerts/987654`), 404);
    await expectError(await t.request(`/api/artists/${artistId}/past-concerts/x1`), 404);
    const noArtist = await expectError(
      await t.request(`/api/artists/987654/past-concerts/${others?.pastConcertId}`),
      404,
    );
    expect(noArtist.message).toBe("아티스트를 찾을 수 없습니다.");
  });
});
