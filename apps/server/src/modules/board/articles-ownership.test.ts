import { article, commentList } from "@naehan/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comments } from "../../db/schema";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { buildArticle, buildArtist, buildComment, buildConcert } from "../../test/factories";
import { type TestUser, buildAdmin, buildUser } from "../../test/users";

let t: TestApp;
let author: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  author = await buildUser(t, { nickname: "글쓴이" });
  other = await buildUser(t, { nickname: "지나가는팬" });
  admin = await buildAdmin(t, { nickname: "운영자" });
});
afterAll(() => t.close());

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

// Who gets which status is in the permissions matrix (src/security); these are the effects.
describe("changing a post", () => {
  it("a refused edit or delete leaves the post as it was", async () => {
    const artist = await buildArtist(t.db.db);
    const mine = await buildArticle(t.db.db, {
      artistId: artist.id,
      userId: author.id,
      title: "원래 제목",
    });
    const path = `/api/articles/${mine.id}`;
    const change = post(artist.id, { title: "바꾼 제목" });
    await send("PUT", path, undefined, change);
    await send("PUT", path, other, change);
    await send("PUT", path, admin, change);
    await send("DELETE", path);
    await send("DELETE", path, other);
    expect((await expectBody(await send("GET", path), article)).title).toBe("원래 제목");
  });

  it("the author's edit changes the post, its concert and its update time", async () => {
    const artist = await buildArtist(t.db.db);
    const concert = await buildConcert(t.db.db, { artistId: artist.id, title: "부산 공연" });
    const mine = await buildArticle(t.db.db, {
      artistId: artist.id,
      userId: author.id,
      title: "원래 제목",
    });
    const path = `/api/articles/${mine.id}`;
    const change = post(artist.id, {
      title: "바꾼 제목",
      categoryType: "NEW_CONCERT",
      newConcertId: concert.id,
    });
    const edited = await expectBody(await send("PUT", path, author, change), article);
    expect(edited).toMatchObject({
      title: "바꾼 제목",
      categoryType: "NEW_CONCERT",
      newConcert: { id: concert.id, title: "부산 공연" },
      userName: author.nickname,
    });
    expect(Date.parse(edited.updated_at)).toBeGreaterThan(Date.parse(edited.created_at));

    // Back to the free board without a concert: 0 means none.
    const cleared = await expectBody(
      await send("PUT", path, author, { ...change, categoryType: "FREE_BOARD", newConcertId: 0 }),
      article,
    );
    expect(cleared).toMatchObject({
      categoryType: "FREE_BOARD",
      newConcertId: null,
      newConcert: null,
    });
  });

  it("a delete by the author or an admin removes the post", async () => {
    const byAuthor = await buildArticle(t.db.db, { userId: author.id });
    const byAdmin = await buildArticle(t.db.db, { userId: author.id });
    expect((await send("DELETE", `/api/articles/${byAuthor.id}`, author)).status).toBe(204);
    expect((await send("DELETE", `/api/articles/${byAdmin.id}`, admin)).status).toBe(204);
    await expectError(await send("GET", `/api/articles/${byAuthor.id}`), 404);
    await expectError(await send("GET", `/api/articles/${byAdmin.id}`), 404);
    await expectError(await send("DELETE", `/api/articles/${byAuthor.id}`, author), 404);
  });

  it("takes the comments with a deleted post and leaves other posts' comments alone", async () => {
    const doomed = await buildArticle(t.db.db, { userId: author.id });
    const kept = await buildArticle(t.db.db, { userId: author.id });
    for (const articleId of [doomed.id, doomed.id, kept.id]) {
      await buildComment(t.db.db, { articleId, userId: other.id });
    }
    expect((await send("DELETE", `/api/articles/${doomed.id}`, author)).status).toBe(204);
    const left = await t.db.db.select().from(comments).where(eq(comments.articleId, doomed.id));
    expect(left).toEqual([]);
    await expectError(await send("GET", `/api/comments/article/${doomed.id}`), 404);
    expect(
      await expectBody(await send("GET", `/api/comments/article/${kept.id}`), commentList),
    ).toHaveLength(1);
  });
});
