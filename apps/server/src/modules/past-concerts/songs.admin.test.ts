import {
  ADMIN_MESSAGES,
  adminSong,
  adminSongList,
  pastConcertList,
  predictedSetlist,
  songRanking,
} from "@naehan/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { songs } from "../../db/schema";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import {
  buildArtist,
  buildConcert,
  buildPastConcerts,
  pastConcertRecord,
} from "../../test/factories";
import { type TestUser, buildAdmin, buildUser } from "../../test/users";

let t: TestApp;
let admin: TestUser;
let artistId: number;
let concertId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildAdmin(t);
  artistId = (await buildArtist(t.db.db, { name: "YOASOBI" })).id;
  await buildPastConcerts(t.db.db, artistId, [
    pastConcertRecord("2025-01-25", ["夜に駆ける", "アイドル", "Idol"]),
    pastConcertRecord("2025-01-18", ["夜に駆ける", "アイドル", "Idol"]),
    pastConcertRecord("2025-01-11", ["夜に駆ける", "アイドル"]),
  ]);
  concertId = (await buildConcert(t.db.db, { artistId })).id;
});
afterAll(() => t.close());

const put = (id: number, body: unknown, token = admin.token) =>
  t.request(`/api/admin/songs/${id}`, { method: "PUT", token, json: body });
const songsOf = async () =>
  expectBody(
    await t.request(`/api/admin/artists/${artistId}/songs`, { token: admin.token }),
    adminSongList,
  );
const songId = async (title: string) => (await songsOf()).find((s) => s.title === title)!.songId;

describe("song readings (한글 독음/번역)", () => {
  it("are set by the admin and shown beside the title in setlists, the ranking and predictions", async () => {
    expect((await songsOf()).map((s) => [s.title, s.reading])).toEqual([
      ["Idol", null],
      ["アイドル", null],
      ["夜に駆ける", null],
    ]);
    // Read once before, so a kept answer would show the old setlist.
    await t.request(`/api/artists/${artistId}/past-concerts`);
    await t.request(`/api/artists/${artistId}/song-ranking`);
    await expectBody(
      await t.request(`/api/admin/artists/${artistId}/predict-setlist?newConcertId=${concertId}`, {
        method: "POST",
        token: admin.token,
      }),
      predictedSetlist,
    );
    await t.request(`/api/new-concerts/${concertId}/predicted-setlist`);

    const id = await songId("夜に駆ける");
    const saved = await expectBody(await put(id, { reading: "  밤을 달리다 " }), adminSong);
    expect(saved).toEqual({ songId: id, title: "夜に駆ける", reading: "밤을 달리다" });
    await expectBody(await put(await songId("アイドル"), { reading: "아이돌" }), adminSong);

    const shows = await expectBody(
      await t.request(`/api/artists/${artistId}/past-concerts`),
      pastConcertList,
    );
    expect(shows[0]?.setlists.map((e) => e.song)).toEqual([
      { songId: id, title: "夜に駆ける", reading: "밤을 달리다" },
      expect.objectContaining({ title: "アイドル", reading: "아이돌" }),
      // A song without a reading carries no reading field: the spec's fields as they were.
      { songId: expect.any(Number), title: "Idol" },
    ]);

    const ranking = await expectBody(
      await t.request(`/api/artists/${artistId}/song-ranking`),
      songRanking,
    );
    expect(ranking.find((s) => s.songId === id)).toEqual({
      songId: id,
      title: "夜に駆ける",
      reading: "밤을 달리다",
      count: 3,
    });
    expect(ranking.find((s) => s.title === "Idol")).not.toHaveProperty("reading");

    const predicted = await expectBody(
      await t.request(`/api/new-concerts/${concertId}/predicted-setlist`),
      predictedSetlist,
    );
    expect(predicted.find((s) => s.songId === id)).toMatchObject({
      songTitle: "夜に駆ける",
      songReading: "밤을 달리다",
    });
  });

  it("is cleared by an empty reading", async () => {
    const id = await songId("夜に駆ける");
    expect(await expectBody(await put(id, { reading: "" }), adminSong)).toMatchObject({
      reading: null,
    });
    const shows = await expectBody(
      await t.request(`/api/artists/${artistId}/past-concerts`),
      pastConcertList,
    );
    expect(shows[0]?.setlists[0]?.song).toEqual({ songId: id, title: "夜に駆ける" });
  });

  it("refuses a reading too long or of the wrong type in Korean, and an unknown song with 404, changing nothing", async () => {
    const id = await songId("アイドル");
    for (const body of [{ reading: "가".repeat(101) }, { reading: 3 }, {}]) {
      const error = await expectError(await put(id, body), 422, "VALIDATION_FAILED");
      expect(error.fields?.reading).toBe(ADMIN_MESSAGES.readingInvalid);
    }
    const [row] = await t.db.db.select().from(songs).where(eq(songs.id, id));
    expect(row?.reading).toBe("아이돌");
    const missing = await expectError(await put(9_999_999, { reading: "x" }), 404, "NOT_FOUND");
    expect(missing.message).toBe("곡을 찾을 수 없습니다.");
    const noArtist = await t.request("/api/admin/artists/9999999/songs", { token: admin.token });
    expect((await expectError(noArtist, 404)).message).toBe("아티스트를 찾을 수 없습니다.");
  });

  it("is the admin's to set", async () => {
    const fan = await buildUser(t);
    const id = await songId("アイドル");
    await expectError(await put(id, { reading: "x" }, fan.token), 403);
    await expectError(await t.request(`/api/admin/songs/${id}`, { method: "PUT", json: {} }), 401);
  });
});
