import { artistList, concert, concertList } from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ResponseCache } from "../../lib/cache/response-cache";
import { type TestApp, createTestApp, expectBody } from "../../test/app";
import { buildArtist } from "../../test/factories";
import { adminForm } from "../../test/images";
import { type TestUser, buildAdmin } from "../../test/users";

let t: TestApp;
let admin: TestUser;
let artistId: number;
beforeAll(async () => {
  t = await createTestApp("empty", { cache: new ResponseCache() });
  admin = await buildAdmin(t);
  artistId = (await buildArtist(t.db.db, { name: "Muse" })).id;
});
afterAll(() => t.close());

const anonymous = async (path: string) => {
  const response = await t.request(path);
  return { response, cache: response.headers.get("x-cache") };
};

describe("admin writes and the response cache", () => {
  it("show a new concert to anonymous readers at once, though the list was cached", async () => {
    await anonymous("/api/new-concerts");
    const cached = await anonymous("/api/new-concerts");
    expect(cached.cache).toBe("hit");
    expect(await expectBody(cached.response, concertList)).toEqual([]);

    const form = adminForm("newConcert", {
      artistId,
      title: "뮤즈 내한공연",
      startDate: "2030-04-16",
      venueName: "KSPO DOME",
      cityName: "서울",
      genre: "ROCK",
    });
    const created = await expectBody(
      await t.request("/api/admin/new-concert", { method: "POST", token: admin.token, form }),
      concert,
      201,
    );
    const fresh = await anonymous("/api/new-concerts");
    expect(fresh.cache).not.toBe("hit");
    const list = await expectBody(fresh.response, concertList);
    expect(list.map((c) => c.newConcertId)).toEqual([created.newConcertId]);
  });

  it("show a renamed artist at once", async () => {
    await anonymous("/api/artists");
    expect((await anonymous("/api/artists")).cache).toBe("hit");
    const form = adminForm("artist", { name: "Muse", krName: "뮤즈" });
    const renamed = await t.request(`/api/admin/artists/${artistId}`, {
      method: "PUT",
      token: admin.token,
      form,
    });
    expect(renamed.status).toBe(200);
    const list = await expectBody((await anonymous("/api/artists")).response, artistList);
    expect(list.find((a) => a.artistId === artistId)?.krName).toBe("뮤즈");
  });
});
