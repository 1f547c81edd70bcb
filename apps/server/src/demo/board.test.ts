import {
  articleList,
  artistList,
  commentList,
  createArticleBody,
  createCommentBody,
} from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, expectBody, expectError } from "../test/app";
import { type DemoBoard, demoDataDir, loadDemoData } from "./demo-data";

let t: TestApp;
let board: DemoBoard;
beforeAll(async () => {
  t = await createTestApp("demo");
  const data = await loadDemoData(demoDataDir);
  if (!data.board) throw new Error("demo board missing");
  board = data.board;
});
afterAll(() => t.close());

describe("demo board", () => {
  it("holds only posts and comments the API itself would accept", () => {
    for (const a of board.articles) {
      expect(createArticleBody.safeParse({ ...a, artistId: 1 }).success, a.title).toBe(true);
      for (const c of a.comments) {
        expect(createCommentBody.safeParse({ articleId: 1, content: c.content }).success).toBe(
          true,
        );
      }
    }
  });

  it("fills the boards with the file's posts, authors, concerts, comments and times", async () => {
    const artists = await expectBody(await t.request("/api/artists"), artistList);
    const coldplay = artists.find((a) => a.name === "Coldplay");
    const posts = await expectBody(
      await t.request(`/api/articles/artist/${coldplay?.artistId}?limit=100`),
      articleList,
    );
    const expected = board.articles.filter((a) => a.artistKey === "coldplay").reverse();
    expect(posts.map((p) => p.title)).toEqual(expected.map((a) => a.title));
    expect(posts.map((p) => p.userName)).toEqual(expected.map((a) => a.author));
    expect(posts.map((p) => Date.parse(p.created_at))).toEqual(
      expected.map((a) => Date.parse(a.createdAt)),
    );
    expect(posts.map((p) => p.commentCount)).toEqual(expected.map((a) => a.comments.length));
    for (const post of posts.filter((p) => p.categoryType === "NEW_CONCERT" && p.newConcert)) {
      expect(post.newConcert?.title).toMatch(/콜드플레이/);
    }

    const [withComments] = posts.filter((p) => p.commentCount > 0);
    const source = expected.find((a) => a.title === withComments?.title);
    const thread = await expectBody(
      await t.request(`/api/comments/article/${withComments?.id}`),
      commentList,
    );
    expect(thread.map((c) => [c.nickname, c.content, Date.parse(c.created_at)])).toEqual(
      source?.comments.map((c) => [c.author, c.content, Date.parse(c.createdAt)]),
    );
  });

  it("gives its authors accounts that no one can log in to", async () => {
    const { email, nickname } = board.users[0] ?? { email: "", nickname: "" };
    for (const password of ["password", "12345678", email, nickname, "naehan-demo", ""]) {
      const response = await t.request("/api/auth/login", { json: { email, password } });
      expect([401, 422]).toContain(response.status);
      await expectError(response, response.status);
    }
  });
});
