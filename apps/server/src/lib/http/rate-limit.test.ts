import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, createTestDatabase } from "../../test/db";
import { databaseRateLimiter } from "../../db/rate-limiter";
import { type RateLimiter, redisRateLimiter } from "./rate-limit";

let db: TestDatabase;
let redis: Redis | null = null;
beforeAll(async () => {
  db = await createTestDatabase();
  if (process.env.TEST_REDIS_URL) redis = new Redis(process.env.TEST_REDIS_URL);
});
afterAll(async () => {
  await db.close();
  await redis?.quit();
});

const implementations: [string, () => RateLimiter][] = [
  ["database", () => databaseRateLimiter(db.db)],
];
// The Redis variant runs where a Redis server is provided (CI sets TEST_REDIS_URL).
if (process.env.TEST_REDIS_URL) implementations.push(["redis", () => redisRateLimiter(redis!)]);

describe.each(implementations)("rate limiter on %s", (_name, make) => {
  it("counts hits within a window and reports the time left", async () => {
    const limiter = make();
    const key = `test:${randomUUID()}`;
    expect(await limiter.peek(key)).toEqual({ count: 0, retryAfter: 0 });
    expect((await limiter.hit(key, 60)).count).toBe(1);
    const second = await limiter.hit(key, 60);
    expect(second.count).toBe(2);
    expect(second.retryAfter).toBeGreaterThan(55);
    expect(second.retryAfter).toBeLessThanOrEqual(60);
    expect((await limiter.peek(key)).count).toBe(2);
  });

  it("starts a new window when the old one is over", async () => {
    const limiter = make();
    const key = `test:${randomUUID()}`;
    await limiter.hit(key, 1);
    await limiter.hit(key, 1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await limiter.peek(key)).count).toBe(0);
    expect((await limiter.hit(key, 1)).count).toBe(1);
  });

  it("counts several keys in one call, each in its own window, whatever the order", async () => {
    const limiter = make();
    const account = `test:${randomUUID()}`;
    const address = `test:${randomUUID()}`;
    const [first, second] = await limiter.hitAll([
      { key: account, windowSeconds: 600 },
      { key: address, windowSeconds: 60 },
    ]);
    expect([first.count, second.count]).toEqual([1, 1]);
    expect(first.retryAfter).toBeGreaterThan(590);
    expect(second.retryAfter).toBeLessThanOrEqual(60);
    // Parallel calls naming the same keys in either order neither lose a hit nor deadlock.
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        limiter.hitAll(
          i % 2
            ? [
                { key: account, windowSeconds: 600 },
                { key: address, windowSeconds: 60 },
              ]
            : [
                { key: address, windowSeconds: 60 },
                { key: account, windowSeconds: 600 },
              ],
        ),
      ),
    );
    expect((await limiter.peek(account)).count).toBe(11);
    expect((await limiter.peek(address)).count).toBe(11);
  });

  it("forgets a key on reset and counts concurrent hits exactly", async () => {
    const limiter = make();
    const key = `test:${randomUUID()}`;
    const counts = await Promise.all(Array.from({ length: 10 }, () => limiter.hit(key, 60)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    await limiter.reset(key);
    expect((await limiter.peek(key)).count).toBe(0);
  });
});
