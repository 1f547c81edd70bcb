import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, expectError } from "../../test/app";
import { buildArticle, buildArtist, buildComment } from "../../test/factories";
import { EDIT_LIMIT } from "../../lib/http/request-limits";
import { type TestUser, buildUser } from "../../test/users";
import { ARTICLE_LIMIT } from "./articles.routes";
import { COMMENT_LIMIT } from "./comments.routes";

/** Finding 8: limits per account as well as per address, addresses grouped as a network sees them. */
let t: TestApp;
let artistId = 0;
let articleId = 0;
beforeAll(async () => {
  t = await createTestApp("empty", { config: { trustProxy: true } });
  artistId = (await buildArtist(t.db.db, { name: "Limits" })).id;
  const author = await buildUser(t);
  articleId = (await buildArticle(t.db.db, { artistId, userId: author.id })).id;
});
afterAll(() => t.close());

const post = (user: TestUser, from: string) =>
  t.request("/api/articles", {
    token: user.token,
    headers: { "x-forwarded-for": from },
    json: { title: "제목", content: "내용", categoryType: "FREE_BOARD", artistId, newConcertId: 0 },
  });
const comment = (user: TestUser, from: string, content = "좋아요") =>
  t.request("/api/comments", {
    token: user.token,
    headers: { "x-forwarded-for": from },
    json: { articleId, content },
  });

describe("write limits (finding 8)", () => {
  it("limits one account's posts whatever address it uses", async () => {
    const user = await buildUser(t);
    for (let i = 0; i < ARTICLE_LIMIT.account.max; i++) {
      expect((await post(user, `192.0.2.${i + 1}`)).status).toBe(201);
    }
    await expectError(await post(user, "192.0.2.100"), 429, "RATE_LIMITED");
  });

  it("limits one account's comments whatever address it uses", async () => {
    const user = await buildUser(t);
    for (let i = 0; i < COMMENT_LIMIT.account.max; i++) {
      expect((await comment(user, `192.0.3.${i + 1}`)).status).toBe(201);
    }
    await expectError(await comment(user, "192.0.3.200"), 429, "RATE_LIMITED");
  });

  it("counts an IPv6 address by its /64", async () => {
    for (let i = 0; i < ARTICLE_LIMIT.address.max; i++) {
      const from = `2001:db8:1:2::${(i + 1).toString(16)}`;
      expect((await post(await buildUser(t), from)).status).toBe(201);
    }
    await expectError(await post(await buildUser(t), "2001:db8:1:2:ffff::9"), 429);
    expect((await post(await buildUser(t), "2001:db8:1:3::1")).status).toBe(201);
  });

  it("counts an ip:port forwarded value by its address", async () => {
    for (let i = 0; i < ARTICLE_LIMIT.address.max; i++) {
      expect((await post(await buildUser(t), `203.0.113.7:${40000 + i}`)).status).toBe(201);
    }
    await expectError(await post(await buildUser(t), "203.0.113.7:41000"), 429);
  });

  it("does not spend a shared address's comment budget on rejected requests", async () => {
    const careless = await buildUser(t);
    for (let i = 0; i < COMMENT_LIMIT.address.max + 5; i++) {
      await expectError(await comment(careless, "10.10.0.77", "   "), 422);
    }
    const broken = await t.app.request("/api/comments", {
      method: "POST",
      headers: {
        authorization: `Bearer ${careless.token}`,
        "x-forwarded-for": "10.10.0.77",
        "content-type": "application/json",
      },
      body: "{bad json",
    });
    expect(broken.status).toBe(400);
    expect((await comment(await buildUser(t), "10.10.0.77")).status).toBe(201);
  });
});

describe("edits (finding 9)", () => {
  it("limits one account's edits, which empty the response cache", async () => {
    const user = await buildUser(t);
    const mine = await buildComment(t.db.db, { articleId, userId: user.id });
    for (let i = 0; i < EDIT_LIMIT.account.max; i++) {
      const edited = await t.request(`/api/comments/${mine.id}`, {
        method: "PUT",
        token: user.token,
        json: { content: `수정 ${i}` },
      });
      expect(edited.status).toBe(200);
    }
    await expectError(
      await t.request(`/api/comments/${mine.id}`, {
        method: "PUT",
        token: user.token,
        json: { content: "한 번 더" },
      }),
      429,
      "RATE_LIMITED",
    );
  });
});
