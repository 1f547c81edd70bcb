import { BOARD_MESSAGES, article, articleList } from "@naehan/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import {
  buildArticle,
  buildArtist,
  buildComment,
  buildConcert,
  deleteUser,
} from "../../test/factories";
import { type TestUser, buildUser } from "../../test/users";
import { ARTICLE_LIMIT } from "./articles.routes";

let t: TestApp;
let author: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  author = await buildUser(t, { nickname: "글쓴이" });
  other = await buildUser(t, { nickname: "지나가는팬" });
});
afterAll(() => t.close());
// Every test starts with fresh write budgets: the author posts more than one account's limit here.
beforeEach(async () => {
  await t.db.db.execute(sql`delete from rate_limits`);
});

const send = (method: string, path: string, user?: TestUser, json?: unknown) =>
  t.request(path, { method, token: user?.token, json });

const post = (artistId: number, fields: Record<string, unknown> = {}) => ({
  title: "첫 내한 후기",
  content: "최고였어요",
  categoryType: "FREE_BOARD",
  artistId,
  newConcertId: 0,
  ...fields,
});

describe("writing and reading articles", () => {
  it("creates a post on the concert board and answers every contract field", async () => {
    const artist = await buildArtist(t.db.db, { name: "Coldplay" });
    const concert = await buildConcert(t.db.db, { artistId: artist.id, title: "콜드플레이 내한" });
    const created = await expectBody(
      await send(
        "POST",
        "/api/articles",
        author,
        post(artist.id, { categoryType: "NEW_CONCERT", newConcertId: concert.id }),
      ),
      article,
      201,
    );
    expect(created).toMatchObject({
      post_id: created.id,
      title: "첫 내한 후기",
      content: "최고였어요",
      categoryType: "NEW_CONCERT",
      category: "NEW_CONCERT",
      userName: "글쓴이",
      artistId: artist.id,
      artistName: "Coldplay",
      newConcertId: concert.id,
      newConcert: { id: concert.id, title: "콜드플레이 내한" },
      commentCount: 0,
    });
    expect(created.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/);
    expect(Math.abs(Date.parse(created.created_at) - Date.now())).toBeLessThan(60_000);
    expect(created.updated_at).toBe(created.created_at);

    const read = await expectBody(await send("GET", `/api/articles/${created.id}`), article);
    expect(read).toEqual(created);
  });

  it("defaults to the free board with no concert, and stores the content exactly as written", async () => {
    const artist = await buildArtist(t.db.db);
    const content = '  <script>alert("x")</script>\n\n<b>굵게</b> & 줄바꿈\n';
    const created = await expectBody(
      await send("POST", "/api/articles", author, {
        title: "  제목  ",
        content,
        artistId: artist.id,
      }),
      article,
      201,
    );
    expect(created).toMatchObject({
      title: "제목",
      content,
      categoryType: "FREE_BOARD",
      newConcertId: null,
      newConcert: null,
    });
  });

  it("lists an artist's posts newest first with their comment counts", async () => {
    const artist = await buildArtist(t.db.db);
    const older = await buildArticle(t.db.db, { artistId: artist.id, userId: author.id });
    const newer = await buildArticle(t.db.db, { artistId: artist.id, userId: other.id });
    await buildArticle(t.db.db); // another artist's board
    await buildComment(t.db.db, { articleId: older.id, userId: other.id });
    await buildComment(t.db.db, { articleId: older.id, userId: author.id });
    const list = await expectBody(
      await send("GET", `/api/articles/artist/${artist.id}`),
      articleList,
    );
    expect(list.map((a) => [a.id, a.userName, a.commentCount])).toEqual([
      [newer.id, "지나가는팬", 0],
      [older.id, "글쓴이", 2],
    ]);
    await expectError(await send("GET", "/api/articles/artist/999999"), 404, "NOT_FOUND");
    const empty = await buildArtist(t.db.db);
    expect(
      await expectBody(await send("GET", `/api/articles/artist/${empty.id}`), articleList),
    ).toEqual([]);
  });

  it("lists the caller's own posts", async () => {
    const writer = await buildUser(t);
    const mine = await buildArticle(t.db.db, { userId: writer.id });
    await buildArticle(t.db.db, { userId: other.id });
    const list = await expectBody(await send("GET", "/api/articles/user", writer), articleList);
    expect(list.map((a) => a.id)).toEqual([mine.id]);
  });

  it("shows a post whose author's account is gone without an author", async () => {
    const leaving = await buildUser(t);
    const orphan = await buildArticle(t.db.db, { userId: leaving.id });
    await deleteUser(t.db.db, leaving.id);
    const read = await expectBody(await send("GET", `/api/articles/${orphan.id}`), article);
    expect(read.userName).toBeNull();
  });

  it("answers 404 for an unknown or malformed id", async () => {
    await expectError(await send("GET", "/api/articles/999999"), 404, "NOT_FOUND");
    await expectError(await send("GET", "/api/articles/abc"), 404, "NOT_FOUND");
    await expectError(await send("PUT", "/api/articles/999999", author, post(1)), 404);
    await expectError(await send("DELETE", "/api/articles/999999", author), 404);
  });
});

describe("validation", () => {
  it("rejects blank, too long and wrongly typed fields with Korean messages", async () => {
    const artist = await buildArtist(t.db.db);
    const body = await expectError(
      await send("POST", "/api/articles", author, {
        title: "   ",
        content: "\n",
        categoryType: "NEWS",
        artistId: artist.id,
      }),
      422,
      "VALIDATION_FAILED",
    );
    expect(body.fields).toEqual({
      title: BOARD_MESSAGES.titleRequired,
      content: BOARD_MESSAGES.contentRequired,
      categoryType: BOARD_MESSAGES.categoryInvalid,
    });
    const long = await expectError(
      await send("POST", "/api/articles", author, post(artist.id, { title: "가".repeat(101) })),
      422,
    );
    expect(long.fields).toEqual({ title: BOARD_MESSAGES.titleTooLong });
    const longContent = await expectError(
      await send("POST", "/api/articles", author, post(artist.id, { content: "a".repeat(10_001) })),
      422,
    );
    expect(longContent.fields).toEqual({ content: BOARD_MESSAGES.contentTooLong });
  });

  it("rejects an unknown artist, an unknown concert and another artist's concert", async () => {
    const artist = await buildArtist(t.db.db);
    const elsewhere = await buildConcert(t.db.db);
    const unknownArtist = await expectError(
      await send("POST", "/api/articles", author, post(999999)),
      422,
    );
    expect(unknownArtist.fields).toEqual({ artistId: BOARD_MESSAGES.artistUnknown });
    const onConcert = (newConcertId: number) =>
      post(artist.id, { categoryType: "NEW_CONCERT", newConcertId });
    const unknownConcert = await expectError(
      await send("POST", "/api/articles", author, onConcert(999999)),
      422,
    );
    expect(unknownConcert.fields).toEqual({ newConcertId: BOARD_MESSAGES.concertInvalid });
    const foreign = await expectError(
      await send("POST", "/api/articles", author, onConcert(elsewhere.id)),
      422,
    );
    expect(foreign.fields).toEqual({ newConcertId: BOARD_MESSAGES.concertOfOtherArtist });

    const mine = await buildArticle(t.db.db, { artistId: artist.id, userId: author.id });
    const edit = await expectError(
      await send("PUT", `/api/articles/${mine.id}`, author, onConcert(elsewhere.id)),
      422,
    );
    expect(edit.message).toBe(BOARD_MESSAGES.concertOfOtherArtist);
  });

  it("answers 415 for a body that is not JSON and 400 for broken JSON", async () => {
    await expectError(
      await t.request("/api/articles", {
        method: "POST",
        token: author.token,
        headers: { "content-type": "text/plain" },
      }),
      415,
    );
    const broken = await t.app.request("/api/articles", {
      method: "POST",
      headers: { authorization: `Bearer ${author.token}`, "content-type": "application/json" },
      body: "{",
    });
    await expectError(broken, 400, "BAD_REQUEST");
  });
});

/** What an HTML form or a URL gives a client written from the spec, and what is still not an id. */
const NOT_IDS = ["01", " 1", "1e3", "0x1", "2147483648", "-1", "1.5", ""];

describe("a client written from the spec", () => {
  let address = 0;
  const from = (json: unknown, method = "POST", path = "/api/articles") =>
    t.request(path, {
      method,
      token: author.token,
      json,
      headers: { "x-test-client-ip": `10.1.0.${++address}` },
    });

  it('sends ids as decimal strings, and newConcertId "0" for no concert', async () => {
    const artist = await buildArtist(t.db.db);
    const concert = await buildConcert(t.db.db, { artistId: artist.id });
    const free = await expectBody(
      await from(post(artist.id, { artistId: String(artist.id), newConcertId: "0" })),
      article,
      201,
    );
    expect(free).toMatchObject({ artistId: artist.id, newConcertId: null });
    const onConcert = await expectBody(
      await from(
        post(artist.id, {
          artistId: String(artist.id),
          categoryType: "NEW_CONCERT",
          newConcertId: String(concert.id),
        }),
      ),
      article,
      201,
    );
    expect(onConcert.newConcertId).toBe(concert.id);
  });

  it("sends any newConcertId with a free-board post: ignored, stored as no concert", async () => {
    const artist = await buildArtist(t.db.db);
    const concert = await buildConcert(t.db.db, { artistId: artist.id });
    const elsewhere = await buildConcert(t.db.db);
    const created = await expectBody(
      await from(post(artist.id, { categoryType: "FREE_BOARD", newConcertId: elsewhere.id })),
      article,
      201,
    );
    expect(created).toMatchObject({ categoryType: "FREE_BOARD", newConcertId: null });
    const onConcert = await expectBody(
      await from(post(artist.id, { categoryType: "NEW_CONCERT", newConcertId: concert.id })),
      article,
      201,
    );
    for (const newConcertId of [999999, elsewhere.id, concert.id]) {
      const edited = await expectBody(
        await from(
          { title: "수정", content: "내용", categoryType: "FREE_BOARD", newConcertId },
          "PUT",
          `/api/articles/${onConcert.id}`,
        ),
        article,
      );
      expect(edited).toMatchObject({ categoryType: "FREE_BOARD", newConcertId: null });
    }
  });

  it("still gets 422 for id strings that are not plain decimals", async () => {
    const artist = await buildArtist(t.db.db);
    for (const text of NOT_IDS) {
      const body = await expectError(await from(post(artist.id, { artistId: text })), 422);
      expect(body.fields, JSON.stringify(text)).toEqual({
        artistId: BOARD_MESSAGES.artistRequired,
      });
    }
    for (const text of ["00", ...NOT_IDS]) {
      const body = await expectError(
        await from(post(artist.id, { categoryType: "NEW_CONCERT", newConcertId: text })),
        422,
      );
      expect(body.fields, JSON.stringify(text)).toEqual({
        newConcertId: BOARD_MESSAGES.concertInvalid,
      });
    }
  });
});

describe("posting limit", () => {
  it(`allows ${ARTICLE_LIMIT.address.max} posts per address per window, then 429 with Retry-After`, async () => {
    const artist = await buildArtist(t.db.db);
    const from = (ip: string, user: TestUser) =>
      t.request("/api/articles", {
        token: user.token,
        json: post(artist.id),
        headers: { "x-test-client-ip": ip },
      });
    for (let i = 0; i < ARTICLE_LIMIT.address.max; i++) {
      // Each from its own account: one account alone stops at its own, lower limit.
      await expectBody(await from("192.0.2.88", await buildUser(t)), article, 201);
    }
    const refused = await from("192.0.2.88", other);
    const retryAfter = Number(refused.headers.get("retry-after"));
    const body = await expectError(refused, 429, "RATE_LIMITED");
    expect(body.message).toMatch(/^글을 너무 자주 작성했습니다\. \d+분 후에 다시 시도해 주세요\.$/);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ARTICLE_LIMIT.address.windowSeconds);
    await expectBody(await from("192.0.2.89", other), article, 201);
  });
});

describe("text that cannot be stored as written", () => {
  it("is a 422 naming the field: NUL (PostgreSQL refuses it) and a lone UTF-16 surrogate", async () => {
    const artist = await buildArtist(t.db.db);
    for (const fields of [{ title: "후기\u0000" }, { content: "최고\uD800였어요" }]) {
      const body = await expectError(
        await send("POST", "/api/articles", author, post(artist.id, fields)),
        422,
        "VALIDATION_FAILED",
      );
      expect(Object.keys(body.fields ?? {})).toEqual(Object.keys(fields));
    }
    const emoji = { title: "👩‍👩‍👧‍👦 e\u0301 <b>후기</b>", content: "'; DROP TABLE articles; -- 🎤" };
    const created = await expectBody(
      await send("POST", "/api/articles", author, post(artist.id, emoji)),
      article,
      201,
    );
    expect({ title: created.title, content: created.content }).toEqual(emoji);
  });
});
