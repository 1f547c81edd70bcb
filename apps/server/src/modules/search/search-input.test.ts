import { NEXT_CURSOR_HEADER, SEARCH_KEYWORD_MAX, searchResults } from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { buildArtist, buildConcert } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await buildArtist(t.db.db, { name: "Coldplay", krName: "콜드플레이", aliases: [] });
});
afterAll(() => t.close());

const search = async (keyword: string) =>
  expectBody(await t.request(`/api/search?keyword=${encodeURIComponent(keyword)}`), searchResults);
/** The artists of the rows, in order, each once. */
const artistsOf = (rows: { artistName: string }[]) => [...new Set(rows.map((r) => r.artistName))];

describe("GET /api/search: special characters are literal", () => {
  beforeAll(async () => {
    const db = t.db.db;
    for (const name of [
      "50% Off",
      "500 Okay",
      "A_B",
      "AxB",
      "Guns N' Roses",
      '"Weird" Al',
      "AC\\DC",
    ]) {
      await buildArtist(db, { name, krName: null, aliases: [] });
    }
    await buildArtist(db, { name: "ACDC Tribute", krName: null, aliases: [] });
  });

  it.each([
    ["0%o", ["50% Off"]],
    ["%", []],
    ["a_b", ["A_B"]],
    ["_", []],
    ["n' r", ["Guns N' Roses"]],
    ['"weird"', ['"Weird" Al']],
    ["c\\d", ["AC\\DC"]],
    ["\\", []],
  ])("%s", async (keyword, expected) => {
    expect(artistsOf(await search(keyword))).toEqual(expected);
  });
});

describe("GET /api/search: input", () => {
  it("answers [] for a blank or missing keyword", async () => {
    const blank = ["", "?keyword=", "?keyword=%20%20%09", "?keyword=%00%0A"];
    for (const path of blank.map((query) => `/api/search${query}`)) {
      expect(await expectBody(await t.request(path), searchResults)).toEqual([]);
    }
  });

  it(`accepts ${SEARCH_KEYWORD_MAX} characters and answers 422 in Korean beyond`, async () => {
    await search("가".repeat(SEARCH_KEYWORD_MAX));
    const error = await expectError(
      await t.request(
        `/api/search?keyword=${encodeURIComponent("가".repeat(SEARCH_KEYWORD_MAX + 1))}`,
      ),
      422,
      "VALIDATION_FAILED",
    );
    expect(error.fields?.keyword).toBe(`검색어는 ${SEARCH_KEYWORD_MAX}자 이하로 입력해 주세요.`);
  });

  it("ignores control characters, which no name contains", async () => {
    expect(artistsOf(await search("cold\u0000play"))).toEqual(["Coldplay"]);
  });

  it("searches with one statement", async () => {
    t.db.queries.length = 0;
    await search("콜드플레이");
    expect(t.db.queries).toHaveLength(1);
  });

  it("pages by cursor without repeating or skipping a row", async () => {
    for (const name of ["Page One", "Page Two", "Page Three"]) {
      const artist = await buildArtist(t.db.db, { name, krName: null, aliases: [] });
      await buildConcert(t.db.db, { artistId: artist.id, venueName: "Page Hall" });
      await buildConcert(t.db.db, { artistId: artist.id, venueName: "Page Hall" });
    }
    const all = await search("page");
    expect(all).toHaveLength(6);
    const seen: (number | null)[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const response = await t.request(`/api/search?keyword=page${query}`);
      cursor = response.headers.get(NEXT_CURSOR_HEADER);
      const page = await expectBody(response, searchResults);
      expect(page.length).toBeLessThanOrEqual(2);
      seen.push(...page.map((r) => r.newConcertId ?? -r.artistId));
    } while (cursor);
    expect(seen).toEqual(all.map((r) => r.newConcertId ?? -r.artistId));
  });

  it("rejects a forged cursor and a bad limit", async () => {
    await expectError(
      await t.request("/api/search?keyword=page&cursor=bm9wZQ"),
      400,
      "BAD_REQUEST",
    );
    await expectError(await t.request("/api/search?keyword=page&limit=0"), 422);
  });
});

describe("GET /api/search: tampered cursors (finding 7)", () => {
  const cursor = (text: string) => Buffer.from(text).toString("base64url");
  it.each([
    "v1:0:0:2024-99-99:0:1",
    "v1:1:0:2024-02-30:0:1",
    "v1:1:0:0000-01-01:0:1",
    "v1:1:0:2024-01-01:4294967296:1",
    "v1:1:0:2024-01-01:0:4294967296",
    "v1:1:0:2024-01-01:2147483648:1",
  ])("%s is 400 with the cursor message, never 500", async (raw) => {
    const response = await t.request(`/api/search?keyword=a&cursor=${cursor(raw)}`);
    const error = await expectError(response, 400, "BAD_REQUEST");
    expect(error.message).toBe("페이지 커서가 올바르지 않습니다.");
  });
});
