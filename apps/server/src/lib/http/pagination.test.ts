import { NEXT_CURSOR_HEADER, PAGE_SIZE_DEFAULT, WHOLE_LIST_MAX } from "@naehan/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { articles, comments, favorites, newConcerts } from "../../db/schema";
import { type TestApp, createTestApp } from "../../test/app";
import {
  buildArtist,
  buildConcert,
  buildPastConcerts,
  pastConcertRecord,
} from "../../test/factories";
import { type TestUser, buildUser } from "../../test/users";

/**
 * Clients written from the spec never page: a list call without `limit` and `cursor` answers the
 * whole list, up to WHOLE_LIST_MAX items. Our own web app asks for pages and gets them as before.
 */
let t: TestApp;
let fan: TestUser;
let artistId: number;
let articleId: number;
const MORE_THAN_A_PAGE = PAGE_SIZE_DEFAULT + 5;

beforeAll(async () => {
  t = await createTestApp();
  fan = await buildUser(t);
  artistId = (await buildArtist(t.db.db, { name: "Wholelist" })).id;
  const concerts = await queryRows<{ id: number }>(
    t.db.db,
    sql`insert into ${newConcerts} (artist_id, title, start_date, end_date, venue_name, city_name, country_name, country_code, genre)
        select ${artistId}, '전체 목록 공연 ' || n, '2030-05-01', '2030-05-01', 'KSPO DOME', '서울', '대한민국', 'KR', 'POP'
        from generate_series(1, ${WHOLE_LIST_MAX + 1}) as n
        returning id`,
  );
  const touring = await buildArtist(t.db.db, { name: "Longtour" });
  for (let i = 0; i < MORE_THAN_A_PAGE; i++) {
    await buildConcert(t.db.db, { artistId: touring.id });
  }
  await buildPastConcerts(
    t.db.db,
    artistId,
    Array.from({ length: MORE_THAN_A_PAGE }, (_, i) =>
      pastConcertRecord(`2001-01-${String(i + 1).padStart(2, "0")}`, ["Intro", "Outro"]),
    ),
  );
  const posts = await t.db.db
    .insert(articles)
    .values(
      Array.from({ length: MORE_THAN_A_PAGE }, (_, i) => ({
        artistId,
        userId: fan.id,
        title: `글 ${i}`,
        content: "내용",
      })),
    )
    .returning({ id: articles.id });
  articleId = posts[0]!.id;
  await t.db.db.insert(comments).values(
    Array.from({ length: MORE_THAN_A_PAGE }, (_, i) => ({
      articleId,
      userId: fan.id,
      content: `댓글 ${i}`,
    })),
  );
  await t.db.db
    .insert(favorites)
    .values(
      concerts.slice(0, MORE_THAN_A_PAGE).map((c) => ({ userId: fan.id, newConcertId: c.id })),
    );
}, 60_000);
afterAll(() => t.close());

const read = async (path: string, token?: string) => {
  const response = await t.request(path, { token });
  expect(response.status, path).toBe(200);
  return {
    items: (await response.json()) as unknown[],
    next: response.headers.get(NEXT_CURSOR_HEADER),
  };
};

describe("a list call without limit and cursor", () => {
  it("answers the whole list, without a cursor", async () => {
    const lists: [string, boolean][] = [
      [`/api/artists/${artistId}/past-concerts`, false],
      [`/api/articles/artist/${artistId}`, false],
      [`/api/comments/article/${articleId}`, false],
      ["/api/articles/user", true],
      ["/api/comments/user", true],
      ["/api/favorites", true],
      ["/api/search?keyword=Longtour", false],
    ];
    for (const [path, signedIn] of lists) {
      const { items, next } = await read(path, signedIn ? fan.token : undefined);
      expect(items.length, path).toBeGreaterThanOrEqual(MORE_THAN_A_PAGE);
      expect(next, path).toBeNull();
    }
    expect((await read(`/api/artists/${artistId}/past-concerts`)).items).toHaveLength(
      MORE_THAN_A_PAGE,
    );
  });

  it(`answers the first ${WHOLE_LIST_MAX} past the cap, with a cursor to the rest`, async () => {
    const whole = await read("/api/new-concerts");
    expect(whole.items).toHaveLength(WHOLE_LIST_MAX);
    expect(whole.next).not.toBeNull();
    // WHOLE_LIST_MAX + 1 concerts of one artist, MORE_THAN_A_PAGE of another.
    const rest = await read(`/api/new-concerts?cursor=${whole.next}&limit=100`);
    expect(rest.items).toHaveLength(MORE_THAN_A_PAGE + 1);
    expect(rest.next).toBeNull();
  });

  it("is one statement, as a page is", async () => {
    for (const path of ["/api/new-concerts", `/api/artists/${artistId}/past-concerts`]) {
      t.db.queries.length = 0;
      await read(path);
      expect(t.db.queries, path).toHaveLength(1);
    }
  });
});

describe("a list call with limit or cursor", () => {
  it("pages as before: limit items, or the default page after a cursor", async () => {
    const first = await read(`/api/artists/${artistId}/past-concerts?limit=10`);
    expect(first.items).toHaveLength(10);
    expect(first.next).not.toBeNull();
    const second = await read(`/api/artists/${artistId}/past-concerts?cursor=${first.next}`);
    expect(second.items).toHaveLength(MORE_THAN_A_PAGE - 10);
    const page = await read("/api/new-concerts?limit=20");
    expect(page.items).toHaveLength(20);
    expect(page.next).not.toBeNull();
  });
});
