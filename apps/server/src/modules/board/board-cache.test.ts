import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { article, articleList, comment, commentList } from "@naehan/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { ResponseCache } from "../../lib/cache/response-cache";
import { type TestApp, createTestApp, expectBody } from "../../test/app";
import { buildArticle, buildArtist, buildConcert } from "../../test/factories";
import { type TestUser, buildUser } from "../../test/users";

/**
 * A web build whose server renderer reads what the real pages read: the home page the concert
 * list, an artist page the artist and the first page of its board.
 */
function webBuild(): string {
  const root = mkdtempSync(join(tmpdir(), "naehan-board-cache-"));
  const dist = join(root, "dist");
  mkdirSync(dist, { recursive: true });
  mkdirSync(join(root, "dist-ssr"));
  writeFileSync(
    join(dist, "index.html"),
    '<!doctype html><html><head><title>내한</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(root, "dist-ssr", "entry-server.js"),
    `export async function render(request, apiFetch) {
      const path = new URL(request.url).pathname;
      const artist = /^\\/artist\\/(\\d+)$/.exec(path)?.[1];
      const reads = artist
        ? ["/api/artists/" + artist, "/api/articles/artist/" + artist + "?limit=20"]
        : ["/api/new-concerts?limit=20"];
      const data = await Promise.all(reads.map(async (r) => (await apiFetch(r)).json()));
      return { kind: "page", status: 200, html: "<main></main>", state: JSON.stringify(data), modules: [] };
    }`,
  );
  return dist;
}

let t: TestApp;
let fan: TestUser;
/** The commented article's artist and board, and another artist with its own board. */
const a = { artistId: 0, concertId: 0, articleId: 0 };
const b = { artistId: 0, concertId: 0, articleId: 0 };

beforeAll(async () => {
  t = await createTestApp("empty", {
    cache: new ResponseCache(),
    config: { webDistDir: webBuild() },
  });
  fan = await buildUser(t);
  for (const [side, name] of [
    [a, "Coldplay"],
    [b, "Muse"],
  ] as const) {
    side.artistId = (await buildArtist(t.db.db, { name })).id;
    side.concertId = (await buildConcert(t.db.db, { artistId: side.artistId })).id;
    side.articleId = (await buildArticle(t.db.db, { artistId: side.artistId, userId: fan.id })).id;
  }
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.db.execute(sql`delete from rate_limits`);
});

const hit = async (path: string) => (await t.request(path)).headers.get("x-cache") === "hit";

/** Reads each path twice, so every one is cached, and checks that it is. */
async function warm(paths: string[]) {
  for (const path of paths) await t.request(path);
  for (const path of paths) expect(await hit(path), path).toBe(true);
}

const readsOf = (side: typeof a) => [
  `/api/artists/${side.artistId}`,
  `/api/new-concerts/${side.concertId}`,
  `/api/articles/artist/${side.artistId}`,
  `/api/articles/${side.articleId}`,
  `/api/comments/article/${side.articleId}`,
  `/artist/${side.artistId}`,
];

describe("what a board write evicts", () => {
  it("a comment on one article: its post, its comments and its board, nothing else", async () => {
    const untouched = ["/api/new-concerts", "/", "/api/artists", ...readsOf(b)];
    const changed = [
      `/api/articles/artist/${a.artistId}`,
      `/api/articles/${a.articleId}`,
      `/api/comments/article/${a.articleId}`,
      `/artist/${a.artistId}`,
    ];
    await warm([...untouched, ...readsOf(a)]);

    const comment = await t.request("/api/comments", {
      token: fan.token,
      json: { articleId: a.articleId, content: "저도 갑니다" },
    });
    expect(comment.status).toBe(201);

    for (const path of untouched) expect(await hit(path), path).toBe(true);
    expect(await hit(`/api/artists/${a.artistId}`)).toBe(true);
    expect(await hit(`/api/new-concerts/${a.concertId}`)).toBe(true);
    for (const path of changed) expect(await hit(path), path).toBe(false);
    // And what is read afresh shows the comment.
    const board = await expectBody(
      await t.request(`/api/articles/artist/${a.artistId}`),
      articleList,
    );
    expect(board.find((row) => row.id === a.articleId)?.commentCount).toBe(1);
    const post = await expectBody(await t.request(`/api/articles/${a.articleId}`), article);
    expect(post.commentCount).toBe(1);
    const comments = await expectBody(
      await t.request(`/api/comments/article/${a.articleId}`),
      commentList,
    );
    expect(comments.map((c) => c.content)).toEqual(["저도 갑니다"]);
  });

  it("a new post: its artist's board and page, not the other artist's", async () => {
    await warm([...readsOf(a), ...readsOf(b), "/api/new-concerts", "/"]);
    const created = await t.request("/api/articles", {
      token: fan.token,
      json: {
        artistId: b.artistId,
        title: "뮤즈 후기",
        content: "최고",
        categoryType: "FREE_BOARD",
      },
    });
    expect(created.status).toBe(201);
    for (const path of [...readsOf(a), "/api/new-concerts", "/"]) {
      expect(await hit(path), path).toBe(true);
    }
    expect(await hit(`/api/articles/artist/${b.artistId}`)).toBe(false);
    expect(await hit(`/artist/${b.artistId}`)).toBe(false);
    expect(await hit(`/api/articles/${b.articleId}`)).toBe(true);
  });

  it("a deleted comment: the same answers as a new one", async () => {
    const written = await expectBody(
      await t.request("/api/comments", {
        token: fan.token,
        json: { articleId: b.articleId, content: "지울 댓글" },
      }),
      comment,
      201,
    );
    await warm([...readsOf(a), ...readsOf(b)]);
    const deleted = await t.request(`/api/comments/${written.id}`, {
      method: "DELETE",
      token: fan.token,
    });
    expect(deleted.status).toBe(204);
    for (const path of readsOf(a)) expect(await hit(path), path).toBe(true);
    expect(await hit(`/api/comments/article/${b.articleId}`)).toBe(false);
    expect(await hit(`/api/articles/artist/${b.artistId}`)).toBe(false);
  });
});
