import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "./client";
import { rateLimits, refreshTokens, tokenFamilies } from "./schema";
import { purgeExpired } from "./purge";
import { type TestApp, createTestApp } from "../test/app";
import { buildUser } from "../test/users";

/** Finding 15: counters and tokens past their use do not pile up for ever. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (table: string) =>
  Number(
    (await queryRows<{ n: number }>(t.db.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]
      ?.n,
  );

describe("purgeExpired", () => {
  it("deletes expired rate-limit windows and dead refresh tokens in bounded batches, nothing live", async () => {
    const past = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    const future = new Date(Date.now() + 3600 * 1000);
    await t.db.db.insert(rateLimits).values([
      ...Array.from({ length: 25 }, (_, i) => ({
        key: `old:${i}`,
        windowStart: past,
        count: 1,
        expiresAt: past,
      })),
      { key: "live", windowStart: new Date(), count: 1, expiresAt: future },
    ]);
    const user = await buildUser(t);
    const live = randomUUID();
    const revoked = randomUUID();
    await t.db.db.insert(tokenFamilies).values([
      { id: live, userId: user.id },
      { id: revoked, userId: user.id, revokedAt: past },
    ]);
    await t.db.db.insert(refreshTokens).values([
      ...Array.from({ length: 15 }, (_, i) => ({
        userId: user.id,
        tokenHash: `expired-${i}`,
        familyId: live,
        expiresAt: past,
      })),
      {
        userId: user.id,
        tokenHash: "revoked",
        familyId: revoked,
        expiresAt: future,
        revokedAt: past,
      },
      { userId: user.id, tokenHash: "live", familyId: live, expiresAt: future },
    ]);

    expect(await purgeExpired(t.db.db, 10)).toEqual({ rateLimits: 10, refreshTokens: 10 });
    await purgeExpired(t.db.db, 10);
    await purgeExpired(t.db.db, 10);
    expect(await count("rate_limits")).toBe(1);
    expect(await count("refresh_tokens")).toBe(1);
  });
});
