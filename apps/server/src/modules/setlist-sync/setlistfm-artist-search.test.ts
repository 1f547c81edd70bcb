import { setlistFmArtistList } from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSetlistFmClient } from "../../integrations/setlistfm/client";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { type FakeSetlistFm, startFakeSetlistFm } from "../../test/fake-setlistfm";
import { type TestUser, buildAdmin } from "../../test/users";

let fake: FakeSetlistFm;
let t: TestApp;
let keyless: TestApp;
let admin: TestUser;
beforeAll(async () => {
  fake = await startFakeSetlistFm();
  fake.setArtists([
    { mbid: "0039c7ae-e1a7-4a7d-9b49-0cbc716821a6", name: "Bruno Mars" },
    { mbid: "11111111-2222-4333-8444-555555555555", name: "Mars", disambiguation: "Japanese band" },
  ]);
  const client = createSetlistFmClient({
    apiKey: fake.apiKey,
    baseUrl: fake.baseUrl,
    timing: { minIntervalMs: 0, retryBaseMs: 1 },
  });
  t = await createTestApp("empty", { setlistfm: client });
  keyless = await createTestApp("empty");
  admin = await buildAdmin(t);
});
afterAll(async () => {
  await Promise.all([t.close(), keyless.close(), fake.close()]);
});

const find = (app: TestApp, name: string, token = admin.token) =>
  app.request(`/api/admin/setlistfm/artists?name=${encodeURIComponent(name)}`, { token });

describe("GET /api/admin/setlistfm/artists", () => {
  it("answers setlist.fm's artists of that name with their MBIDs, asked with the key", async () => {
    const found = await expectBody(await find(t, "mars"), setlistFmArtistList);
    expect(found).toEqual([
      { mbid: "0039c7ae-e1a7-4a7d-9b49-0cbc716821a6", name: "Bruno Mars", disambiguation: "" },
      {
        mbid: "11111111-2222-4333-8444-555555555555",
        name: "Mars",
        disambiguation: "Japanese band",
      },
    ]);
    const asked = fake.requests.at(-1)!;
    expect(asked.path).toBe("/rest/1.0/search/artists");
    expect(asked.apiKey).toBe(fake.apiKey);
  });

  it("reads a name with a space as a form writes it (Bruno+Mars)", async () => {
    const found = await expectBody(
      await t.request("/api/admin/setlistfm/artists?name=Bruno+Mars", { token: admin.token }),
      setlistFmArtistList,
    );
    expect(found.map((a) => a.name)).toEqual(["Bruno Mars"]);
  });

  it("answers [] when setlist.fm finds nobody (its 404)", async () => {
    expect(await expectBody(await find(t, "nobody at all"), setlistFmArtistList)).toEqual([]);
  });

  it("says what is wrong: no name, setlist.fm down, no key", async () => {
    const empty = await expectError(await find(t, "  "), 422);
    expect(empty.message).toBe("찾을 아티스트 이름을 200자 이하로 입력하세요.");
    fake.incidents.push({ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 });
    const down = await expectError(await find(t, "mars"), 502);
    expect(down.message).toMatch(/^setlist\.fm 서버가 오류를 반환했습니다/);
    fake.incidents.length = 0;
    const keylessAdmin = await buildAdmin(keyless);
    const noKey = await expectError(await find(keyless, "mars", keylessAdmin.token), 503);
    expect(noKey.message).toBe(
      "setlist.fm API 키가 설정되지 않아 찾을 수 없습니다. 서버에 SETLISTFM_API_KEY를 설정하세요.",
    );
  });
});
