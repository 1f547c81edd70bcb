import {
  BOARD_MESSAGES,
  NEXT_CURSOR_HEADER,
  comment,
  commentList,
  myCommentList,
} from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { buildArticle, buildComment, deleteUser } from "../../test/factories";
import { type TestUser, buildAdmin, buildUser } from "../../test/users";
import { COMMENT_LIMIT } from "./comments.routes";

let t: TestApp;
let author: TestUser;
let other: TestUser;
let admin: TestUser;
let address = 0;
beforeAll(async () => {
  t = await createTestApp();
  author = await buildUser(t, { nickname: "댓글러" });
  other = await buildUser(t, { nickname: "다른팬" });
  admin = await buildAdmin(t, { nickname: "관리팀" });
});
afterAll(() => t.close());

/** Each request from its own address, so the posting limit stays out of tests about other rules. */
const send = (method: string, path: string, user?: TestUser, json?: unknown, ip?: string) =>
  t.request(path, {
    method,
    token: user?.token,
    json,
    headers: { "x-test-client-ip": ip ?? `10.0.0.${++address}` },
  });

describe("writing and reading comments", () => {
  it("adds a comment with the author's nickname and lists them oldest first", async () => {
    const post = await buildArticle(t.db.db, { userId: other.id });
    const first = await expectBody(
      await send("POST", "/api/comments", author, { articleId: post.id, content: "저도 가요!" }),
      comment,
      201,
    );
    expect(first).toMatchObject({
      articleId: post.id,
      artistId: post.artistId,
      nickname: "댓글러",
      content: "저도 가요!",
    });
    expect(Date.parse(first.created_at)).not.toBeNaN();
    const second = await expectBody(
      await send("POST", "/api/comments", other, {
        articleId: String(post.id),
        content: "반가워요",
      }),
      comment,
      201,
    );
    const list = await expectBody(
      await send("GET", `/api/comments/article/${post.id}`),
      commentList,
    );
    expect(list.map((c) => [c.id, c.nickname])).toEqual([
      [first.id, "댓글러"],
      [second.id, "다른팬"],
    ]);
  });

  it("pages an article's comments oldest first by cursor", async () => {
    const post = await buildArticle(t.db.db);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await buildComment(t.db.db, { articleId: post.id })).id);
    const first = await send("GET", `/api/comments/article/${post.id}?limit=3`);
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    expect((await expectBody(first, commentList)).map((c) => c.id)).toEqual(ids.slice(0, 3));
    expect(cursor).toBeTruthy();
    const second = await send("GET", `/api/comments/article/${post.id}?limit=3&cursor=${cursor}`);
    expect(second.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    expect((await expectBody(second, commentList)).map((c) => c.id)).toEqual(ids.slice(3));
  });

  it("lists the caller's comments newest first with the post they belong to", async () => {
    const writer = await buildUser(t);
    const post = await buildArticle(t.db.db, { title: "티켓팅 후기" });
    const older = await buildComment(t.db.db, { articleId: post.id, userId: writer.id });
    const newer = await buildComment(t.db.db, { userId: writer.id });
    await buildComment(t.db.db, { articleId: post.id, userId: other.id });
    const mine = await expectBody(await send("GET", "/api/comments/user", writer), myCommentList);
    expect(mine.map((c) => c.id)).toEqual([newer.id, older.id]);
    expect(mine[1]).toMatchObject({
      articleId: post.id,
      artistId: post.artistId,
      articleTitle: "티켓팅 후기",
    });
  });

  it("keeps a comment whose author is gone, without a nickname", async () => {
    const leaving = await buildUser(t);
    const orphan = await buildComment(t.db.db, { userId: leaving.id });
    await deleteUser(t.db.db, leaving.id);
    const list = await expectBody(
      await send("GET", `/api/comments/article/${orphan.articleId}`),
      commentList,
    );
    expect(list.map((c) => c.nickname)).toEqual([null]);
  });

  it("rejects a blank or too long comment and answers 404 for a missing post", async () => {
    const post = await buildArticle(t.db.db);
    const blank = await expectError(
      await send("POST", "/api/comments", author, { articleId: post.id, content: "  \n " }),
      422,
      "VALIDATION_FAILED",
    );
    expect(blank.message).toBe(BOARD_MESSAGES.commentRequired);
    const long = await expectError(
      await send("POST", "/api/comments", author, {
        articleId: post.id,
        content: "a".repeat(1001),
      }),
      422,
    );
    expect(long.fields).toEqual({ content: BOARD_MESSAGES.commentTooLong });
    await expectError(
      await send("POST", "/api/comments", author, { articleId: 999999, content: "안녕" }),
      404,
      "NOT_FOUND",
    );
    await expectError(await send("GET", "/api/comments/article/999999"), 404, "NOT_FOUND");
    const mine = await buildComment(t.db.db, { userId: author.id });
    const edit = await expectError(
      await send("PUT", `/api/comments/${mine.id}`, author, { content: " " }),
      422,
    );
    expect(edit.message).toBe(BOARD_MESSAGES.commentRequired);
    await expectError(await send("PUT", "/api/comments/999999", author, { content: "x" }), 404);
    await expectError(await send("DELETE", "/api/comments/999999", author), 404);
  });
});

// Who gets which status is in the permissions matrix (src/security); these are the effects.
describe("a client written from the spec", () => {
  it("sends articleId as a decimal string; other strings stay a 422", async () => {
    const post = await buildArticle(t.db.db);
    const said = await expectBody(
      await send("POST", "/api/comments", author, { articleId: String(post.id), content: "안녕" }),
      comment,
      201,
    );
    expect(said.articleId).toBe(post.id);
    for (const text of ["01", " 1", "1e3", "0x1", "0"]) {
      const body = await expectError(
        await send("POST", "/api/comments", author, { articleId: text, content: "안녕" }),
        422,
      );
      expect(body.fields, text).toEqual({ articleId: BOARD_MESSAGES.articleInvalid });
    }
  });
});

describe("changing a comment", () => {
  it("a refused edit or delete leaves the comment as it was", async () => {
    const mine = await buildComment(t.db.db, { userId: author.id, content: "원래 댓글" });
    const path = `/api/comments/${mine.id}`;
    const change = { content: "고친 댓글" };
    await send("PUT", path, undefined, change);
    await send("PUT", path, other, change);
    await send("PUT", path, admin, change);
    await send("DELETE", path);
    await send("DELETE", path, other);
    const after = await expectBody(
      await send("GET", `/api/comments/article/${mine.articleId}`),
      commentList,
    );
    expect(after.map((c) => c.content)).toEqual(["원래 댓글"]);
  });

  it("the author's edit changes the content and the update time", async () => {
    const mine = await buildComment(t.db.db, { userId: author.id, content: "원래 댓글" });
    const edited = await expectBody(
      await send("PUT", `/api/comments/${mine.id}`, author, { content: "고친 댓글" }),
      comment,
    );
    expect(edited).toMatchObject({ id: mine.id, content: "고친 댓글", nickname: "댓글러" });
    expect(Date.parse(edited.updated_at)).toBeGreaterThan(Date.parse(edited.created_at));
  });

  it("a delete by the author or an admin removes the comment", async () => {
    const byAuthor = await buildComment(t.db.db, { userId: author.id });
    const byAdmin = await buildComment(t.db.db, { userId: author.id });
    expect((await send("DELETE", `/api/comments/${byAuthor.id}`, author)).status).toBe(204);
    expect((await send("DELETE", `/api/comments/${byAdmin.id}`, admin)).status).toBe(204);
    for (const gone of [byAuthor, byAdmin]) {
      const left = await expectBody(
        await send("GET", `/api/comments/article/${gone.articleId}`),
        commentList,
      );
      expect(left).toEqual([]);
    }
  });
});

describe("posting limit", () => {
  it(`allows ${COMMENT_LIMIT.address.max} comments per address per window, then 429 with Retry-After`, async () => {
    const post = await buildArticle(t.db.db);
    const ip = "192.0.2.77";
    for (let i = 0; i < COMMENT_LIMIT.address.max; i++) {
      await expectBody(
        await send("POST", "/api/comments", author, { articleId: post.id, content: `${i}` }, ip),
        comment,
        201,
      );
    }
    const refused = await send(
      "POST",
      "/api/comments",
      other,
      { articleId: post.id, content: "또" },
      ip,
    );
    const retryAfter = Number(refused.headers.get("retry-after"));
    const body = await expectError(refused, 429, "RATE_LIMITED");
    expect(body.message).toMatch(
      /^댓글을 너무 자주 작성했습니다\. \d+분 후에 다시 시도해 주세요\.$/,
    );
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(COMMENT_LIMIT.address.windowSeconds);
    // Another address is not affected.
    await expectBody(
      await send("POST", "/api/comments", other, { articleId: post.id, content: "다른 곳" }),
      comment,
      201,
    );
    const list = await expectBody(
      await send("GET", `/api/comments/article/${post.id}?limit=100`),
      commentList,
    );
    expect(list).toHaveLength(COMMENT_LIMIT.address.max + 1);
  });
});
