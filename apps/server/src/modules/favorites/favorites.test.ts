import { calendarFeed, favoriteList, favoriteStatus } from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { eq } from "drizzle-orm";
import { favorites } from "../../db/schema";
import { buildArtist, buildConcert, deleteUser } from "../../test/factories";
import { type TestUser, buildUser } from "../../test/users";

let t: TestApp;
let fan: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  fan = await buildUser(t);
  other = await buildUser(t);
});
afterAll(() => t.close());

const as = (user: TestUser, method: string, path: string) =>
  t.request(path, { method, token: user.token });

describe("favourites", () => {
  it("adds idempotently (201 then 200), checks, removes idempotently", async () => {
    const artist = await buildArtist(t.db.db);
    const path = `/api/favorites/artist/${artist.id}`;
    expect(await expectBody(await as(fan, "GET", `${path}/check`), favoriteStatus)).toEqual({
      favorite: false,
    });
    expect(await expectBody(await as(fan, "POST", path), favoriteStatus, 201)).toEqual({
      favorite: true,
    });
    expect(await expectBody(await as(fan, "POST", path), favoriteStatus, 200)).toEqual({
      favorite: true,
    });
    expect(await expectBody(await as(fan, "GET", `${path}/check`), favoriteStatus)).toEqual({
      favorite: true,
    });
    expect(await expectBody(await as(fan, "DELETE", path), favoriteStatus)).toEqual({
      favorite: false,
    });
    expect(await expectBody(await as(fan, "DELETE", path), favoriteStatus)).toEqual({
      favorite: false,
    });
    expect(await expectBody(await as(fan, "GET", `${path}/check`), favoriteStatus)).toEqual({
      favorite: false,
    });
  });

  it("keeps one row per user and target even when adds race", async () => {
    const concert = await buildConcert(t.db.db);
    const answers = await Promise.all(
      [1, 2, 3].map(() => as(fan, "POST", `/api/favorites/concert/${concert.id}`)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const list = await expectBody(await as(fan, "GET", "/api/favorites?limit=100"), favoriteList);
    expect(list.filter((f) => f.concertId === concert.id)).toHaveLength(1);
  });

  it("lists favourites newest first; each row fills only its own kind's fields", async () => {
    const user = await buildUser(t);
    const artist = await buildArtist(t.db.db, {
      name: "Coldplay",
      krName: "콜드플레이",
      imgUrl: "/media/coldplay.svg",
    });
    const concert = await buildConcert(t.db.db, {
      artistId: artist.id,
      title: "콜드플레이 내한공연",
      startDate: "2027-04-16",
      endDate: "2027-04-19",
    });
    await as(user, "POST", `/api/favorites/artist/${artist.id}`);
    await as(user, "POST", `/api/favorites/concert/${concert.id}`);
    // Exactly what a client written from the spec reads: GET /api/favorites with its token.
    const list = await expectBody(await as(user, "GET", "/api/favorites"), favoriteList);
    expect(list).toEqual([
      {
        id: list[0]?.id,
        favoriteId: list[0]?.id,
        artistId: null,
        artistName: null,
        krName: null,
        imgUrl: null,
        concertId: concert.id,
        newConcertId: concert.id,
        newConcertTitle: "콜드플레이 내한공연",
        concertArtistName: "Coldplay",
        posterUrl: concert.posterUrl,
        startDate: [2027, 4, 16],
        endDate: [2027, 4, 19],
      },
      {
        id: list[1]?.id,
        favoriteId: list[1]?.id,
        artistId: artist.id,
        artistName: "Coldplay",
        krName: "콜드플레이",
        imgUrl: "/media/coldplay.svg",
        concertId: null,
        newConcertId: null,
        newConcertTitle: null,
        concertArtistName: null,
        posterUrl: null,
        startDate: null,
        endDate: null,
      },
    ]);
    // The spec's my page: rows with an artistName are the artists, one here, not two.
    expect(list.filter((row) => row.artistName)).toHaveLength(1);
  });

  it("keeps users apart", async () => {
    const artist = await buildArtist(t.db.db);
    await as(fan, "POST", `/api/favorites/artist/${artist.id}`);
    expect(
      await expectBody(
        await as(other, "GET", `/api/favorites/artist/${artist.id}/check`),
        favoriteStatus,
      ),
    ).toEqual({
      favorite: false,
    });
    const otherList = await expectBody(await as(other, "GET", "/api/favorites"), favoriteList);
    expect(otherList.some((f) => f.artistId === artist.id)).toBe(false);
    // Removing your own never touches someone else's.
    await as(other, "DELETE", `/api/favorites/artist/${artist.id}`);
    expect(
      await expectBody(
        await as(fan, "GET", `/api/favorites/artist/${artist.id}/check`),
        favoriteStatus,
      ),
    ).toEqual({
      favorite: true,
    });
  });

  it("answers 404 for an unknown artist or concert and for a bad id", async () => {
    for (const method of ["POST", "DELETE", "GET"]) {
      const suffix = method === "GET" ? "/check" : "";
      await expectError(
        await as(fan, method, `/api/favorites/artist/999999${suffix}`),
        404,
        "NOT_FOUND",
      );
      await expectError(
        await as(fan, method, `/api/favorites/concert/999999${suffix}`),
        404,
        "NOT_FOUND",
      );
    }
    await expectError(await as(fan, "POST", "/api/favorites/artist/abc"), 404);
    await expectError(await as(fan, "POST", "/api/favorites/venue/1"), 404);
  });

  it("pages a long list by cursor", async () => {
    const user = await buildUser(t);
    for (let i = 0; i < 5; i++)
      await as(user, "POST", `/api/favorites/artist/${(await buildArtist(t.db.db)).id}`);
    const first = await as(user, "GET", "/api/favorites?limit=3");
    const page1 = await expectBody(first, favoriteList);
    const cursor = first.headers.get("x-next-cursor");
    const page2 = await expectBody(
      await as(user, "GET", `/api/favorites?limit=3&cursor=${cursor}`),
      favoriteList,
    );
    expect([...page1, ...page2].map((f) => f.id)).toHaveLength(5);
    expect(new Set([...page1, ...page2].map((f) => f.id)).size).toBe(5);
  });

  it("gives each user a calendar URL that stays until regenerated", async () => {
    const first = await expectBody(await as(fan, "GET", "/api/favorites/calendar"), calendarFeed);
    expect(first.url).toMatch(/^http:\/\/localhost\/api\/favorites\/calendar\.ics\?key=[\w-]{32}$/);
    expect(
      (await expectBody(await as(fan, "GET", "/api/favorites/calendar"), calendarFeed)).url,
    ).toBe(first.url);
    const otherUrl = (
      await expectBody(await as(other, "GET", "/api/favorites/calendar"), calendarFeed)
    ).url;
    expect(otherUrl).not.toBe(first.url);
    const renewed = await expectBody(
      await as(fan, "POST", "/api/favorites/calendar/key"),
      calendarFeed,
    );
    expect(renewed.url).not.toBe(first.url);
    expect((await t.request(new URL(first.url).pathname + new URL(first.url).search)).status).toBe(
      404,
    );
    expect(
      (await t.request(new URL(renewed.url).pathname + new URL(renewed.url).search)).status,
    ).toBe(200);
  });
});

describe("a token of a deleted account", () => {
  it("is a 401 and writes nothing (it used to be a 500 from the foreign key)", async () => {
    const artist = await buildArtist(t.db.db);
    const leaving = await buildUser(t);
    await deleteUser(t.db.db, leaving.id);
    await expectError(await as(leaving, "POST", `/api/favorites/artist/${artist.id}`), 401);
    await expectError(await as(leaving, "GET", "/api/favorites/calendar"), 401);
    expect(await t.db.db.select().from(favorites).where(eq(favorites.userId, leaving.id))).toEqual(
      [],
    );
  });
});
