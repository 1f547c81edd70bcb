import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, expectError } from "../../test/app";
import { buildArtist, buildConcert } from "../../test/factories";
import { adminForm } from "../../test/images";
import { type TestUser, buildAdmin, buildUser } from "../../test/users";

let t: TestApp;
let fan: TestUser;
let admin: TestUser;
let artistId: number;
let concertId: number;
const MBID = "0e2d3a55-2d8a-4e59-8c51-2b8d2a3c6f10";
beforeAll(async () => {
  t = await createTestApp();
  [fan, admin] = await Promise.all([buildUser(t), buildAdmin(t)]);
  artistId = (await buildArtist(t.db.db, { mbid: MBID })).id;
  concertId = (await buildConcert(t.db.db, { artistId })).id;
});
afterAll(() => t.close());

const artistPart = () => adminForm("artist", { name: "Gate Artist", mbid: MBID });
const concertPart = () =>
  adminForm("newConcert", {
    artistId,
    title: "게이트 공연",
    startDate: "2027-09-01",
    venueName: "KSPO DOME",
    cityName: "서울",
    genre: "POP",
  });

/**
 * Every admin call, with what an admin gets: 2xx for calls that can succeed here, the documented
 * 4xx/5xx otherwise (no setlist.fm key in this app, no history to predict from).
 */
const CALLS: { name: string; method: string; path: () => string; form?: () => FormData }[] = [
  {
    name: "create artist",
    method: "POST",
    path: () => "/api/admin/artist",
    form: () => adminForm("artist", { name: "New Artist" }),
  },
  {
    name: "update artist",
    method: "PUT",
    path: () => `/api/admin/artists/${artistId}`,
    form: artistPart,
  },
  { name: "delete artist", method: "DELETE", path: () => `/api/admin/artists/${artistId}` },
  {
    name: "sync artist",
    method: "POST",
    path: () => `/api/admin/artists/${MBID}/sync`,
  },
  {
    name: "create concert",
    method: "POST",
    path: () => "/api/admin/new-concert",
    form: concertPart,
  },
  {
    name: "update concert",
    method: "PUT",
    path: () => `/api/admin/new-concert/${concertId}`,
    form: concertPart,
  },
  { name: "delete concert", method: "DELETE", path: () => "/api/admin/new-concerts/987654" },
  {
    name: "predict setlist",
    method: "POST",
    path: () => `/api/admin/artists/${artistId}/predict-setlist?newConcertId=${concertId}`,
  },
];

const call = (c: (typeof CALLS)[number], token?: string) =>
  t.request(c.path(), {
    method: c.method,
    ...(c.form ? { form: c.form() } : {}),
    ...(token ? { token } : {}),
  });

describe("admin calls are for admins only", () => {
  it.each(CALLS)("$name: 401 without a token", async (c) => {
    const body = await expectError(await call(c), 401, "UNAUTHORIZED");
    expect(body.message).toBe("로그인이 필요합니다.");
  });

  it.each(CALLS)("$name: 401 with a forged or malformed token", async (c) => {
    const forged = `${admin.token.slice(0, -4)}AAAA`;
    await expectError(await call(c, forged), 401, "UNAUTHORIZED");
    await expectError(await call(c, "not-a-jwt"), 401, "UNAUTHORIZED");
  });

  it.each(CALLS)("$name: 403 for a user without ROLE_ADMIN", async (c) => {
    const body = await expectError(await call(c, fan.token), 403, "FORBIDDEN");
    expect(body.message).toBe("관리자만 할 수 있는 작업입니다.");
  });

  it("lets the admin through to each call's own answer", async () => {
    const statuses: Record<string, number> = {};
    for (const c of CALLS) statuses[c.name] = (await call(c, admin.token)).status;
    expect(statuses).toEqual({
      "create artist": 201,
      "update artist": 200,
      // The artist still has a concert.
      "delete artist": 409,
      // This app has no setlist.fm key.
      "sync artist": 503,
      "create concert": 201,
      "update concert": 200,
      "delete concert": 404,
      // The artist has no setlists to learn from.
      "predict setlist": 422,
    });
  });
});
