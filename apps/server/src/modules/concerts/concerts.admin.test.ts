import {
  ADMIN_MESSAGES,
  artistConcertList,
  concert,
  concertList,
  predictedSetlist,
  searchResults,
} from "@naehan/contract";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles, newConcerts, predictedSetlistEntries, songs } from "../../db/schema";
import { memoryStorage } from "../../lib/media/storage";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { buildArtist, buildConcert } from "../../test/factories";
import { adminForm, testImage } from "../../test/images";
import { type TestUser, buildAdmin, buildUser } from "../../test/users";

let t: TestApp;
let admin: TestUser;
let artistId: number;
const media = memoryStorage();
beforeAll(async () => {
  t = await createTestApp("empty", { storage: media });
  admin = await buildAdmin(t);
  artistId = (await buildArtist(t.db.db, { name: "Muse", krName: "뮤즈" })).id;
});
afterAll(() => t.close());

/** Two years ahead, so the concert stays upcoming whenever the tests run. */
const YEAR = new Date().getFullYear() + 2;
const fields = () => ({
  artistId,
  title: "뮤즈 내한공연 2027",
  subTitle: "MUSE LIVE IN SEOUL",
  startDate: `${YEAR}-04-16`,
  endDate: `${YEAR}-04-17`,
  venueName: "고척스카이돔",
  cityName: "서울",
  ticketPlatforms: "NOL 티켓",
  ticketUrl: "https://tickets.interpark.com/goods/27000001",
  genre: "ROCK",
});

const send = (method: string, path: string, form?: FormData) =>
  t.request(path, { method, token: admin.token, ...(form ? { form } : {}) });
const concertCount = async () =>
  (await t.db.db.select({ n: count() }).from(newConcerts))[0]?.n ?? 0;

describe("POST /api/admin/new-concert", () => {
  it("creates the concert with its poster, shown at once on the public calls", async () => {
    const poster = await testImage("jpeg", 1600, 2400);
    const form = adminForm("newConcert", fields(), { bytes: poster, name: "poster.jpg" });
    const created = await expectBody(
      await send("POST", "/api/admin/new-concert", form),
      concert,
      201,
    );
    expect(created).toMatchObject({
      artistId,
      artistName: "Muse",
      title: "뮤즈 내한공연 2027",
      startDate: [YEAR, 4, 16],
      endDate: [YEAR, 4, 17],
      date: `${YEAR}-04-16`,
      countryName: "대한민국",
      countryCode: "KR",
      genre: "ROCK",
      concertStatus: "UPCOMING",
    });
    const stored = media.files.get(created.posterUrl?.replace("/media/", "") ?? "");
    expect(await sharp(stored).metadata()).toMatchObject({
      format: "webp",
      width: 800,
      height: 1200,
    });
    expect(
      await expectBody(await t.request(`/api/new-concerts/${created.newConcertId}`), concert),
    ).toEqual(created);
    const upcoming = await expectBody(
      await t.request(`/api/artists/${artistId}/concerts`),
      artistConcertList,
    );
    expect(upcoming.map((c) => c.newConcertId)).toContain(created.newConcertId);
    const found = await expectBody(
      await t.request(`/api/search?keyword=${encodeURIComponent("고척")}`),
      searchResults,
    );
    expect(found.map((r) => r.newConcertId)).toContain(created.newConcertId);
  });

  it("makes a concert without an end date one day long", async () => {
    const { endDate: _, ...oneDay } = fields();
    const created = await expectBody(
      await send("POST", "/api/admin/new-concert", adminForm("newConcert", oneDay)),
      concert,
      201,
    );
    expect(created.endDate).toEqual(created.startDate);
    expect(created.posterUrl).toBeNull();
  });

  it("rejects impossible dates, an end before the start and a private ticket link, writing nothing", async () => {
    const before = await concertCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ startDate: "2027-02-29" }, "startDate", ADMIN_MESSAGES.dateInvalid],
      [{ startDate: [YEAR, 4, 31] }, "startDate", ADMIN_MESSAGES.dateInvalid],
      [{ endDate: `${YEAR}-04-15` }, "endDate", ADMIN_MESSAGES.endBeforeStart],
      [{ genre: "JAZZ" }, "genre", ADMIN_MESSAGES.genreRequired],
      [{ concertStatus: "CANCELLED" }, "concertStatus", ADMIN_MESSAGES.statusRequired],
      // Review 2026-11-27, I5: a ticket link fans open must be a public site.
      [{ ticketUrl: "http://2130706433/" }, "ticketUrl", ADMIN_MESSAGES.urlNotPublic],
      [{ ticketUrl: "https://tickets.internal/" }, "ticketUrl", ADMIN_MESSAGES.urlNotPublic],
    ];
    for (const [change, field, message] of cases) {
      const form = adminForm("newConcert", { ...fields(), ...change });
      const body = await expectError(await send("POST", "/api/admin/new-concert", form), 422);
      expect(body.fields?.[field]).toBe(message);
    }
    expect(await concertCount()).toBe(before);
  });

  it("answers 422 for an artist that does not exist, before touching the poster", async () => {
    const stored = media.files.size;
    const form = adminForm(
      "newConcert",
      { ...fields(), artistId: 987654 },
      { bytes: await testImage("png") },
    );
    const body = await expectError(await send("POST", "/api/admin/new-concert", form), 422);
    expect(body.fields?.artistId).toBe("선택한 아티스트가 없습니다.");
    expect(media.files.size).toBe(stored);
  });
});

describe("a client written from the spec", () => {
  it("sends artistId as the string a <select> gives, and dates as [y, m, d] or YYYY-MM-DD", async () => {
    const asTuples = adminForm("newConcert", {
      ...fields(),
      artistId: String(artistId),
      startDate: [YEAR, 5, 1],
      endDate: [YEAR, 5, 2],
    });
    const created = await expectBody(
      await send("POST", "/api/admin/new-concert", asTuples),
      concert,
      201,
    );
    expect(created).toMatchObject({ artistId, startDate: [YEAR, 5, 1], endDate: [YEAR, 5, 2] });
    const asText = adminForm("newConcert", {
      ...fields(),
      artistId: String(artistId),
      startDate: `${YEAR}-06-01`,
      endDate: [YEAR, 6, 3],
    });
    const updated = await expectBody(
      await send("PUT", `/api/admin/new-concert/${created.newConcertId}`, asText),
      concert,
    );
    expect(updated).toMatchObject({ startDate: [YEAR, 6, 1], endDate: [YEAR, 6, 3] });
  });

  it("edits a concert by sending back its list item, with the title changed", async () => {
    const existing = await buildConcert(t.db.db, { artistId, genre: "JPOP" });
    const list = await expectBody(await t.request("/api/new-concerts?genre=JPOP"), concertList);
    const item = list.find((c) => c.newConcertId === existing.id);
    const form = adminForm("newConcert", {
      ...item,
      artistId: String(item?.artistId),
      title: "제목만 바꾼 공연",
    });
    const updated = await expectBody(
      await send("PUT", `/api/admin/new-concert/${existing.id}`, form),
      concert,
    );
    // Everything else as sent; the share card shows the new title, so its URL is a new one.
    expect(updated).toEqual({
      ...item,
      title: "제목만 바꾼 공연",
      ogImageUrl: expect.stringMatching(new RegExp(`^/share/new-concerts/${existing.id}\\.jpg`)),
    });
    expect(updated.ogImageUrl).not.toBe(item?.ogImageUrl);
  });

  it("still gets 422 for id strings that are not plain decimals, writing nothing", async () => {
    const before = await concertCount();
    for (const text of ["01", " 1", "1e3", "0x1", "0", "2147483648"]) {
      const form = adminForm("newConcert", { ...fields(), artistId: text });
      const body = await expectError(await send("POST", "/api/admin/new-concert", form), 422);
      expect(body.fields, text).toEqual({ artistId: ADMIN_MESSAGES.artistRequired });
    }
    expect(await concertCount()).toBe(before);
  });
});

describe("PUT /api/admin/new-concert/{id}", () => {
  it("replaces the fields and keeps the poster when no file is sent", async () => {
    const existing = await buildConcert(t.db.db, { artistId, posterUrl: "/media/poster-old.webp" });
    const form = adminForm("newConcert", {
      ...fields(),
      title: "뮤즈 앙코르 공연",
      concertStatus: "COMPLETED",
    });
    const updated = await expectBody(
      await send("PUT", `/api/admin/new-concert/${existing.id}`, form),
      concert,
    );
    expect(updated).toMatchObject({
      newConcertId: existing.id,
      title: "뮤즈 앙코르 공연",
      concertStatus: "COMPLETED",
      posterUrl: "/media/poster-old.webp",
    });
  });

  it("drops the prediction of a concert moved to another artist", async () => {
    const existing = await buildConcert(t.db.db, { artistId });
    const [song] = await t.db.db
      .insert(songs)
      .values({ artistId, title: "Uprising", titleKey: "uprising" })
      .returning();
    await t.db.db.insert(predictedSetlistEntries).values({
      newConcertId: existing.id,
      songId: song!.id,
      position: 1,
      probability: 0.9,
    });
    const other = await buildArtist(t.db.db);
    const form = adminForm("newConcert", { ...fields(), artistId: other.id });
    const moved = await expectBody(
      await send("PUT", `/api/admin/new-concert/${existing.id}`, form),
      concert,
    );
    expect(moved.artistId).toBe(other.id);
    expect(
      await expectBody(
        await t.request(`/api/new-concerts/${existing.id}/predicted-setlist`),
        predictedSetlist,
      ),
    ).toEqual([]);
  });

  it("answers 404 for an unknown concert", async () => {
    const form = adminForm("newConcert", fields());
    await expectError(await send("PUT", "/api/admin/new-concert/987654", form), 404, "NOT_FOUND");
  });
});

describe("DELETE /api/admin/new-concerts/{id}", () => {
  it("deletes the concert; posts about it stay, without the concert", async () => {
    const doomed = await buildConcert(t.db.db, { artistId });
    const [post] = await t.db.db
      .insert(articles)
      .values({
        artistId,
        newConcertId: doomed.id,
        title: "후기",
        content: "최고",
        category: "NEW_CONCERT",
      })
      .returning();
    expect((await send("DELETE", `/api/admin/new-concerts/${doomed.id}`)).status).toBe(204);
    await expectError(await t.request(`/api/new-concerts/${doomed.id}`), 404);
    const [kept] = await t.db.db.select().from(articles).where(eq(articles.id, post!.id));
    expect(kept?.newConcertId).toBeNull();
    await expectError(await send("DELETE", `/api/admin/new-concerts/${doomed.id}`), 404);
  });
});

describe("moving a concert to another artist (finding 14)", () => {
  it("unlinks the posts about it, which stay on the old artist's board and can still be saved", async () => {
    const show = await buildConcert(t.db.db, { artistId });
    const fan = await buildUser(t);
    const posted = await t.request("/api/articles", {
      token: fan.token,
      json: {
        title: "후기",
        content: "최고",
        categoryType: "NEW_CONCERT",
        artistId,
        newConcertId: show.id,
      },
    });
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: number };

    const other = await buildArtist(t.db.db, { name: "Dua Lipa" });
    const moved = await send(
      "PUT",
      `/api/admin/new-concert/${show.id}`,
      adminForm("newConcert", { ...fields(), artistId: other.id }),
    );
    expect(moved.status).toBe(200);

    const after = (await (await t.request(`/api/articles/${id}`)).json()) as {
      artistId: number;
      newConcert: unknown;
    };
    expect(after.artistId).toBe(artistId);
    expect(after.newConcert).toBeNull();
    const resaved = await t.request(`/api/articles/${id}`, {
      method: "PUT",
      token: fan.token,
      json: { title: "후기", content: "최고", categoryType: "NEW_CONCERT", newConcertId: 0 },
    });
    expect(resaved.status).toBe(200);
  });
});
