import {
  NEXT_CURSOR_HEADER,
  concert,
  concertDetail,
  concertList,
  predictedSetlist,
} from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { predictedSetlistEntries, songs } from "../../db/schema";
import { ResponseCache } from "../../lib/cache/response-cache";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { buildArtist, buildConcert } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/new-concerts", () => {
  let rockId: number;
  let rnbId: number;
  beforeAll(async () => {
    const artist = await buildArtist(t.db.db, { name: "Muse", krName: "뮤즈" });
    await buildConcert(t.db.db, {
      artistId: artist.id,
      genre: "POP",
      startDate: "2027-01-10",
      endDate: "2027-01-10",
    });
    rockId = (
      await buildConcert(t.db.db, {
        artistId: artist.id,
        genre: "ROCK",
        startDate: "2027-02-01",
        endDate: "2027-02-03",
      })
    ).id;
    rnbId = (await buildConcert(t.db.db, { genre: "R&B" })).id;
  });

  it("lists every concert newest first with the summary fields", async () => {
    const body = await expectBody(await t.request("/api/new-concerts"), concertList);
    expect(body.map((c) => c.newConcertId)).toEqual([rnbId, rockId, rockId - 1]);
    const rock = body.find((c) => c.newConcertId === rockId);
    expect(rock).toMatchObject({
      artistName: "Muse",
      genre: "ROCK",
      startDate: [2027, 2, 1],
      endDate: [2027, 2, 3],
      concertStatus: "UPCOMING",
    });
  });

  it("filters by genre, case-insensitively, with R&B URL-encoded", async () => {
    const rnb = await expectBody(await t.request("/api/new-concerts?genre=r%26b"), concertList);
    expect(rnb.map((c) => c.newConcertId)).toEqual([rnbId]);
    const rock = await expectBody(await t.request("/api/new-concerts?genre=ROCK"), concertList);
    expect(rock.map((c) => c.genre)).toEqual(["ROCK"]);
  });

  it("treats NEW and ALL as every genre", async () => {
    for (const genre of ["NEW", "ALL", "all"]) {
      const body = await expectBody(
        await t.request(`/api/new-concerts?genre=${genre}`),
        concertList,
      );
      expect(body).toHaveLength(3);
    }
  });

  it("answers an unknown genre with an empty list, as a client's empty tab", async () => {
    for (const genre of ["JAZZ", "R", "rnb", "R%26B%26B"]) {
      const body = await expectBody(
        await t.request(`/api/new-concerts?genre=${genre}`),
        concertList,
      );
      expect(body, genre).toEqual([]);
    }
  });

  it("reads an unencoded genre=R&B (genre=R and a parameter B) as R&B, in any case", async () => {
    for (const query of ["genre=R&B", "genre=r&b", "genre=R&B&limit=20", "B&genre=R"]) {
      const body = await expectBody(await t.request(`/api/new-concerts?${query}`), concertList);
      expect(
        body.map((c) => c.newConcertId),
        query,
      ).toEqual([rnbId]);
    }
  });

  it("keeps ?genre=R and ?genre=R&B apart in the response cache", async () => {
    const cached = await createTestApp("empty", { cache: new ResponseCache() });
    try {
      const rnb = await buildConcert(cached.db.db, { genre: "R&B" });
      for (const [round, query] of ["genre=R", "genre=R&B", "genre=R", "genre=R&B"].entries()) {
        const response = await cached.request(`/api/new-concerts?${query}`);
        expect(response.headers.get("x-cache"), query).toBe(round < 2 ? null : "hit");
        const body = await expectBody(response, concertList);
        expect(
          body.map((c) => c.newConcertId),
          query,
        ).toEqual(query === "genre=R" ? [] : [rnb.id]);
      }
    } finally {
      await cached.close();
    }
  });

  it("gives list items every field of the concert detail but its prediction, rounds, prices, vendors' links and venue address, so a client can edit from the list", async () => {
    const [item] = await expectBody(await t.request(`/api/new-concerts?genre=ROCK`), concertList);
    const {
      ticketRounds,
      prices,
      prediction,
      hasEarlierSetlists,
      ticketLinks,
      venueAddress,
      venueLocation,
      ...detail
    } = await expectBody(await t.request(`/api/new-concerts/${rockId}`), concertDetail);
    expect(item).toEqual(detail);
    expect([ticketRounds, prices, prediction, hasEarlierSetlists]).toEqual([[], [], null, false]);
    expect([ticketLinks, venueAddress, venueLocation]).toEqual([[], null, null]);
  });

  it("pages by cursor without repeating or skipping a concert", async () => {
    const first = await t.request("/api/new-concerts?limit=2");
    const page1 = await expectBody(first, concertList);
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    expect(page1).toHaveLength(2);
    expect(cursor).toBeTruthy();
    const second = await t.request(`/api/new-concerts?limit=2&cursor=${cursor}`);
    const page2 = await expectBody(second, concertList);
    expect(page2).toHaveLength(1);
    expect(second.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    expect([...page1, ...page2].map((c) => c.newConcertId)).toEqual([rnbId, rockId, rockId - 1]);
  });

  it("rejects a forged cursor and a bad limit", async () => {
    await expectError(await t.request("/api/new-concerts?cursor=bm9wZQ"), 400, "BAD_REQUEST");
    await expectError(await t.request("/api/new-concerts?limit=-1"), 422);
    await expectError(await t.request("/api/new-concerts?limit=abc"), 422);
  });

  it("sends an ETag and answers 304 when it matches", async () => {
    const first = await t.request("/api/new-concerts");
    const tag = first.headers.get("etag");
    expect(tag).toBeTruthy();
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const again = await t.request("/api/new-concerts", { headers: { "if-none-match": tag ?? "" } });
    expect(again.status).toBe(304);
  });
});

describe("GET /api/new-concerts/{id}", () => {
  it("answers the concert with venue, tickets and the start date as a string", async () => {
    const row = await buildConcert(t.db.db, {
      startDate: "2027-04-16",
      endDate: "2027-04-19",
      venueName: "고양종합운동장 주경기장",
      cityName: "고양",
      ticketPlatforms: "NOL 티켓",
    });
    const body = await expectBody(await t.request(`/api/new-concerts/${row.id}`), concert);
    expect(body).toMatchObject({
      newConcertId: row.id,
      venueName: "고양종합운동장 주경기장",
      cityName: "고양",
      countryName: "대한민국",
      countryCode: "KR",
      ticketPlatforms: "NOL 티켓",
      ticketUrl: "https://tickets.interpark.com/",
      startDate: [2027, 4, 16],
      endDate: [2027, 4, 19],
      date: "2027-04-16",
    });
  });

  it.each(["999999", "abc", "0", "-3", "1.5", "99999999999"])(
    "answers 404 JSON for id %s",
    async (id) => {
      await expectError(await t.request(`/api/new-concerts/${id}`), 404, "NOT_FOUND");
    },
  );
});

describe("GET /api/new-concerts/{id}/predicted-setlist", () => {
  it("lists the predicted songs in order with probability and video link", async () => {
    const row = await buildConcert(t.db.db);
    const [a, b] = await t.db.db
      .insert(songs)
      .values([
        { artistId: row.artistId, title: "Yellow", titleKey: "yellow" },
        { artistId: row.artistId, title: "Fix You", titleKey: "fix you" },
      ])
      .returning();
    await t.db.db.insert(predictedSetlistEntries).values([
      {
        newConcertId: row.id,
        songId: b!.id,
        position: 2,
        encore: true,
        probability: 0.5,
        ytLink: null,
      },
      {
        newConcertId: row.id,
        songId: a!.id,
        position: 1,
        probability: 0.95,
        ytLink: "https://www.youtube.com/results?search_query=Coldplay+Yellow",
      },
    ]);
    const body = await expectBody(
      await t.request(`/api/new-concerts/${row.id}/predicted-setlist`),
      predictedSetlist,
    );
    expect(body).toEqual([
      {
        songId: a!.id,
        songTitle: "Yellow",
        order: 1,
        encore: false,
        probability: 0.95,
        ytLink: "https://www.youtube.com/results?search_query=Coldplay+Yellow",
        slotAlternatives: [],
        played: null,
      },
      {
        songId: b!.id,
        songTitle: "Fix You",
        order: 2,
        encore: true,
        probability: 0.5,
        ytLink: null,
        slotAlternatives: [],
        played: null,
      },
    ]);
  });

  it("answers an empty list for a concert without a prediction, 404 for an unknown one", async () => {
    const row = await buildConcert(t.db.db);
    expect(
      await expectBody(
        await t.request(`/api/new-concerts/${row.id}/predicted-setlist`),
        predictedSetlist,
      ),
    ).toEqual([]);
    await expectError(await t.request("/api/new-concerts/987654/predicted-setlist"), 404);
  });
});

describe("unknown API routes", () => {
  it("answer 404 JSON with a request id", async () => {
    const response = await t.request("/api/nope");
    expect(response.headers.get("x-request-id")).toBeTruthy();
    await expectError(response, 404, "NOT_FOUND");
  });
});
