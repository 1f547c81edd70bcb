import { calendarFeed } from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, expectBody } from "../../test/app";
import { buildUser } from "../../test/users";

/**
 * Finding 13 in-process: on PostgreSQL (TEST_DATABASE_URL) requests really interleave in the
 * pool; test/security/concurrency.test.ts fires the same at a real server process.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the first calendar URL", () => {
  it("is the same for every parallel first request, and it works", async () => {
    for (let trial = 0; trial < 5; trial++) {
      const user = await buildUser(t);
      const feeds = await Promise.all(
        Array.from({ length: 6 }, async () =>
          expectBody(
            await t.request("/api/favorites/calendar", { token: user.token }),
            calendarFeed,
          ),
        ),
      );
      expect(new Set(feeds.map((feed) => feed.url)).size).toBe(1);
      const url = new URL(feeds[0]!.url);
      expect((await t.request(url.pathname + url.search)).status).toBe(200);
    }
  });
});
