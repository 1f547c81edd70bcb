import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { queryRows } from "../../db/client";
import { notifications, rateLimits } from "../../db/schema";
import type { AlertQueue } from "../../lib/context";
import { type JobQueue, createJobQueue } from "../../lib/job-queue";
import { createLogger } from "../../lib/logger";
import { type TestApp, createTestApp } from "../../test/app";
import { DAY, MINUTE } from "../../test/clock";
import { buildConcert, buildTicketRound } from "../../test/factories";
import { buildUser } from "../../test/users";
import { startJobs } from "./alert-jobs";

/** The real queue (pg-boss) on the test's database: PGlite by default, PostgreSQL in CI's other half. */
let t: TestApp;
let queue: JobQueue;
let alerts: AlertQueue;
let staleUserId: number;
beforeAll(async () => {
  t = await createTestApp();
  const stale = await buildUser(t);
  staleUserId = stale.id;
  // Left for the start-up purge: an inbox row past 90 days and a long-expired rate-limit window.
  await t.db.db.insert(notifications).values({
    userId: stale.id,
    kind: "NEW_CONCERT",
    eventKey: "test:old",
    title: "오래된 알림",
    body: "",
    url: "/",
    createdAt: new Date(Date.now() - 91 * DAY),
  });
  const past = new Date(Date.now() - 3 * DAY);
  await t.db.db
    .insert(rateLimits)
    .values({ key: "old:jobs", windowStart: past, expiresAt: past, count: 1 });
  queue = createJobQueue(t.db, createLogger("silent"));
  alerts = await startJobs(queue, {
    db: t.db.db,
    clock: () => new Date(),
    logger: createLogger("silent"),
  });
}, 60_000);
afterAll(async () => {
  await queue.stop({ graceful: false, wait: true });
  await t.close();
});

describe("the job queue", () => {
  it("makes the alerts due when a write wakes it", async () => {
    const fan = await buildUser(t);
    const concert = await buildConcert(t.db.db);
    await buildTicketRound(t.db.db, {
      newConcertId: concert.id,
      opensAt: new Date(Date.now() + 30 * MINUTE),
    });
    await t.request(`/api/favorites/concert/${concert.id}`, { method: "POST", token: fan.token });
    alerts.wake();
    await vi.waitFor(
      async () => {
        const rows = await t.db.db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, fan.id));
        expect(rows.map((r) => r.offsetMinutes).sort((a, b) => a - b)).toEqual([60, 1440]);
      },
      { timeout: 15_000, interval: 200 },
    );
  });

  it("purges old inbox rows and expired rate-limit windows on its own", async () => {
    await vi.waitFor(
      async () => {
        const old = await t.db.db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, staleUserId));
        expect(old).toEqual([]);
        const [row] = await queryRows<{ n: number }>(
          t.db.db,
          sql`select count(*)::int as n from rate_limits where key = 'old:jobs'`,
        );
        expect(Number(row?.n)).toBe(0);
      },
      { timeout: 15_000, interval: 200 },
    );
  });
});
