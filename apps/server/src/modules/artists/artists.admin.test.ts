import { ADMIN_MESSAGES, artist, pastConcertList, searchResults } from "@naehan/contract";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles, artists, favorites } from "../../db/schema";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import {
  buildArtist,
  buildConcert,
  buildPastConcerts,
  pastConcertRecord,
} from "../../test/factories";
import { adminForm, testImage } from "../../test/images";
import { type TestUser, buildAdmin, buildUser } from "../../test/users";

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildAdmin(t);
});
afterAll(() => t.close());

const MUSE = {
  mbid: "9c9f1380-2516-4fc9-a3e6-f9f61941d090",
  name: "Muse",
  krName: "뮤즈",
  snsUrl: "https://www.instagram.com/muse/",
  mediaUrl: "https://www.youtube.com/@muse",
};

const send = (method: string, path: string, form?: FormData) =>
  t.request(path, { method, token: admin.token, ...(form ? { form } : {}) });
const artistCount = async () => (await t.db.db.select({ n: count() }).from(artists))[0]?.n ?? 0;
const search = async (keyword: string) =>
  expectBody(await t.request(`/api/search?keyword=${encodeURIComponent(keyword)}`), searchResults);

describe("POST /api/admin/artist", () => {
  it("creates the artist with its image, readable and searchable at once", async () => {
    const form = adminForm("artist", MUSE, { bytes: await testImage("png"), name: "muse.png" });
    const created = await expectBody(await send("POST", "/api/admin/artist", form), artist, 201);
    expect(created).toMatchObject({
      ...MUSE,
      imgUrl: expect.stringMatching(/^\/media\/.+\.webp$/),
    });
    const read = await expectBody(await t.request(`/api/artists/${created.artistId}`), artist);
    expect(read).toEqual(created);
    expect((await search("뮤즈"))[0]?.artistId).toBe(created.artistId);
  });

  it("accepts the JSON part as a plain text field too, without an image", async () => {
    const form = new FormData();
    form.append("artist", JSON.stringify({ name: "Oasis", krName: "", mbid: "" }));
    const created = await expectBody(await send("POST", "/api/admin/artist", form), artist, 201);
    expect(created).toMatchObject({ name: "Oasis", krName: null, mbid: null, imgUrl: null });
  });

  it("answers 400 in Korean for a missing or broken JSON part, 415 for a JSON body", async () => {
    const missing = new FormData();
    missing.append("file", new Blob([await testImage("png")]), "x.png");
    const cases: [FormData, string][] = [
      [missing, "artist 파트(JSON)가 없습니다."],
      [adminFormRaw("{name: Muse"), "artist 파트가 올바른 JSON이 아닙니다."],
      [adminFormRaw('["Muse"]'), "artist 파트는 JSON 객체여야 합니다."],
    ];
    const before = await artistCount();
    for (const [form, message] of cases) {
      const body = await expectError(await send("POST", "/api/admin/artist", form), 400);
      expect(body.message).toBe(message);
    }
    const json = await t.request("/api/admin/artist", { token: admin.token, json: MUSE });
    expect((await expectError(json, 415, "UNSUPPORTED_MEDIA_TYPE")).message).toMatch(/multipart/);
    expect(await artistCount()).toBe(before);
  });

  it("answers 422 with the field messages for invalid fields", async () => {
    const form = adminForm("artist", { name: " ", mbid: "muse", snsUrl: "javascript:alert(1)" });
    const body = await expectError(await send("POST", "/api/admin/artist", form), 422);
    expect(body.fields).toEqual({
      name: ADMIN_MESSAGES.artistNameRequired,
      mbid: ADMIN_MESSAGES.mbidInvalid,
      snsUrl: ADMIN_MESSAGES.urlInvalid,
    });
  });

  it("refuses SNS and video links to IP literals or private hosts, storing nothing (review 2026-11-27, I5)", async () => {
    const before = await artistCount();
    const form = adminForm("artist", {
      name: "Blur",
      snsUrl: "http://192.168.0.1/blur",
      mediaUrl: "http://youtube/watch?v=1",
    });
    const body = await expectError(await send("POST", "/api/admin/artist", form), 422);
    expect(body.fields).toEqual({
      snsUrl: ADMIN_MESSAGES.urlNotPublic,
      mediaUrl: ADMIN_MESSAGES.urlNotPublic,
    });
    expect(await artistCount()).toBe(before);
  });

  it("answers 409 for an MBID another artist has, storing nothing", async () => {
    const mbid = "a74b1b7f-71a5-4011-9441-d0b5e4122711";
    await buildArtist(t.db.db, { mbid });
    const before = await artistCount();
    const form = adminForm("artist", { name: "Radiohead copy", mbid: mbid.toUpperCase() });
    const body = await expectError(await send("POST", "/api/admin/artist", form), 409, "CONFLICT");
    expect(body.message).toBe("이미 같은 MBID로 등록된 아티스트가 있습니다.");
    expect(await artistCount()).toBe(before);
  });
});

function adminFormRaw(text: string) {
  const form = new FormData();
  form.append("artist", new Blob([text], { type: "application/json" }));
  return form;
}

describe("PUT /api/admin/artists/{id}", () => {
  it("keeps the image when no file is sent and replaces it when one is", async () => {
    const existing = await buildArtist(t.db.db, { name: "Coldplay", imgUrl: "/media/old.webp" });
    const path = `/api/admin/artists/${existing.id}`;
    const renamed = await expectBody(
      await send("PUT", path, adminForm("artist", { name: "Coldplay", krName: "콜드플레이" })),
      artist,
    );
    expect(renamed).toMatchObject({ krName: "콜드플레이", imgUrl: "/media/old.webp" });
    expect((await search("콜드플레이"))[0]?.artistId).toBe(existing.id);

    const form = adminForm("artist", { name: "Coldplay" }, { bytes: await testImage("jpeg") });
    const withImage = await expectBody(await send("PUT", path, form), artist);
    expect(withImage.imgUrl).toMatch(/^\/media\/.+\.webp$/);
    expect(withImage.krName).toBeNull();
  });

  it("sets the aliases fans search by; an older client's edit keeps them", async () => {
    const existing = await buildArtist(t.db.db, { name: "Green Day", krName: "그린 데이" });
    const path = `/api/admin/artists/${existing.id}`;
    const named = await expectBody(
      await send(
        "PUT",
        path,
        adminForm("artist", { name: "Green Day", aliases: "그데, 그린데이 " }),
      ),
      artist,
    );
    expect(named.aliases).toEqual(["그데", "그린데이"]);
    expect((await search("그데")).map((r) => r.artistName)).toEqual(["Green Day"]);

    // The spec's client sends no aliases: they stay, and stay searchable.
    await send("PUT", path, adminForm("artist", { name: "Green Day", krName: "그린 데이" }));
    expect(
      (await expectBody(await t.request(`/api/artists/${existing.id}`), artist)).aliases,
    ).toEqual(["그데", "그린데이"]);
    expect((await search("그데")).map((r) => r.artistName)).toEqual(["Green Day"]);

    const refused = await expectError(
      await send("PUT", path, adminForm("artist", { name: "Green Day", aliases: "가".repeat(51) })),
      422,
    );
    expect(refused.message).toBe(ADMIN_MESSAGES.aliasesInvalid);
  });

  it("lets an artist keep its own MBID, 409 when taking another's", async () => {
    const a = await buildArtist(t.db.db, { mbid: "11111111-1111-4111-8111-111111111111" });
    const b = await buildArtist(t.db.db, { mbid: "22222222-2222-4222-8222-222222222222" });
    const same = adminForm("artist", { name: "A", mbid: a.mbid });
    expect((await send("PUT", `/api/admin/artists/${a.id}`, same)).status).toBe(200);
    const taken = adminForm("artist", { name: "B", mbid: a.mbid });
    await expectError(await send("PUT", `/api/admin/artists/${b.id}`, taken), 409);
    const [row] = await t.db.db.select().from(artists).where(eq(artists.id, b.id));
    expect(row?.mbid).toBe(b.mbid);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["987654", "abc"]) {
      const form = adminForm("artist", { name: "X" });
      await expectError(await send("PUT", `/api/admin/artists/${id}`, form), 404, "NOT_FOUND");
    }
  });
});

describe("DELETE /api/admin/artists/{id}", () => {
  it("deletes the artist with its past concerts and favourites", async () => {
    const doomed = await buildArtist(t.db.db);
    await buildPastConcerts(t.db.db, doomed.id, [pastConcertRecord("2024-05-01", ["Song"])]);
    const fan = await buildUser(t);
    await t.db.db.insert(favorites).values({ userId: fan.id, artistId: doomed.id });
    expect((await send("DELETE", `/api/admin/artists/${doomed.id}`)).status).toBe(204);
    await expectError(await t.request(`/api/artists/${doomed.id}`), 404);
    await expectError(await t.request(`/api/artists/${doomed.id}/past-concerts`), 404);
    await expectError(await send("DELETE", `/api/admin/artists/${doomed.id}`), 404);
  });

  it("refuses with 409 while concerts or posts reference the artist, saying which", async () => {
    const withConcerts = await buildArtist(t.db.db);
    await buildConcert(t.db.db, { artistId: withConcerts.id });
    await buildConcert(t.db.db, { artistId: withConcerts.id, status: "COMPLETED" });
    const withPosts = await buildArtist(t.db.db);
    await t.db.db
      .insert(articles)
      .values({ artistId: withPosts.id, userId: null, title: "후기", content: "좋았다" });
    const withBoth = await buildArtist(t.db.db);
    await buildConcert(t.db.db, { artistId: withBoth.id });
    await t.db.db
      .insert(articles)
      .values({ artistId: withBoth.id, userId: null, title: "질문", content: "셋리스트?" });

    const messages = [];
    for (const a of [withConcerts, withPosts, withBoth]) {
      const body = await expectError(await send("DELETE", `/api/admin/artists/${a.id}`), 409);
      messages.push(body.message);
      await expectBody(await t.request(`/api/artists/${a.id}`), artist);
    }
    expect(messages).toEqual([
      "등록된 공연 2개가 이 아티스트를 참조하고 있어 삭제할 수 없습니다. 공연을 먼저 삭제하세요.",
      "게시판 글 1개가 이 아티스트를 참조하고 있어 삭제할 수 없습니다. 게시글을 먼저 삭제하세요.",
      "등록된 공연 1개와 게시판 글 1개가 이 아티스트를 참조하고 있어 삭제할 수 없습니다. 공연과 게시글을 먼저 삭제하세요.",
    ]);
  });

  it("keeps the past concerts of an artist it refused to delete", async () => {
    const kept = await buildArtist(t.db.db);
    await buildPastConcerts(t.db.db, kept.id, [pastConcertRecord("2024-05-01", ["Song"])]);
    await buildConcert(t.db.db, { artistId: kept.id });
    await expectError(await send("DELETE", `/api/admin/artists/${kept.id}`), 409);
    const past = await expectBody(
      await t.request(`/api/artists/${kept.id}/past-concerts`),
      pastConcertList,
    );
    expect(past).toHaveLength(1);
  });
});
