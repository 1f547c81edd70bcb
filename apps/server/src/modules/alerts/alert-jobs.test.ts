import { eq, sql } from "drizzle-orm";
import webPush from "web-push";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { queryRows } from "../../db/client";
import { concertEvents, notifications, rateLimits } from "../../db/schema";
import { type JobQueue, createJobQueue } from "../../db/job-queue";
import { createLogger } from "../../lib/logger";
import { type TestApp, createTestApp } from "../../test/app";
import { DAY, MINUTE } from "../../test/clock";
import { buildConcert, buildTicketRound } from "../../test/factories";
import { type FakePushService, startFakePushService } from "../../test/fake-push-service";
import { buildUser } from "../../test/users";
import { createPushSender } from "../push/send-push";
import { type AlertJobs, PUSH_RETRIES, startJobs } from "./alert-jobs";

/** The real queue (pg-boss) on the test's database: PGlite by default, PostgreSQL in CI's other half. */
let t: TestApp;
let queue: JobQueue;
let alerts: AlertJobs;
let staleUserId: number;
let service: FakePushService;
const vapid = { ...webPush.generateVAPIDKeys(), subject: "mailto:ops@naehan.example" };
beforeAll(async () => {
  service = await startFakePushService(() => vapid.publicKey);
  t = await createTestApp("empty", {
    config: { pushServiceHosts: [service.host] },
    // The app's writes wake the queue's producer, as in the server.
    alerts: { wake: () => alerts.wake() },
  });
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
  const told = await buildConcert(t.db.db);
  await t.db.db.insert(concertEvents).values({
    newConcertId: told.id,
    kind: "CONCERT_CHANGED",
    description: "장소: A → B",
    createdAt: new Date(Date.now() - 92 * DAY),
    claimedAt: new Date(Date.now() - 91 * DAY),
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
    push: createPushSender({ vapid, hosts: [service.host], ca: service.cert }),
    pushRetryDelaySeconds: 1,
  });
}, 60_000);
afterAll(async () => {
  await alerts.stop({ graceful: false, wait: true });
  await service.close();
  await t.close();
});

async function fanWithDevice(device: string) {
  const fan = await buildUser(t);
  const subscribed = await t.request("/api/push/subscriptions", {
    method: "POST",
    token: fan.token,
    json: service.subscribe(device),
  });
  expect(subscribed.status).toBe(201);
  return fan;
}

async function favouriteRoundIn(fan: { token: string }, minutes: number) {
  const concert = await buildConcert(t.db.db);
  await buildTicketRound(t.db.db, {
    newConcertId: concert.id,
    opensAt: new Date(Date.now() + minutes * MINUTE),
  });
  await t.request(`/api/favorites/concert/${concert.id}`, { method: "POST", token: fan.token });
  alerts.wake();
}

describe("the job queue", () => {
  it("pushes each new alert to the fan's device once", async () => {
    const fan = await fanWithDevice("jobs-phone");
    await favouriteRoundIn(fan, 30);
    await vi.waitFor(
      () => expect(service.received.filter((r) => r.device === "jobs-phone")).toHaveLength(1),
      {
        timeout: 15_000,
        interval: 200,
      },
    );
    alerts.wake();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const pushed = service.received.filter((r) => r.device === "jobs-phone");
    // 1 day and 1 hour were both past: one notice, one push.
    expect(pushed.map((r) => r.payload.body)).toEqual([expect.stringMatching(/30분 뒤 오픈/)]);
    expect(service.refused).toEqual([]);
  });

  it("tries a push service that is down again, waiting longer each time, at most five times", async () => {
    const fan = await fanWithDevice("flaky-phone");
    // Down twice, then up: two retries (1 s, then 2 s later) deliver it. The limit and the
    // doubling are the job's own settings, read back below; waiting out all five real retries
    // (15 s of back-off) proved nothing more and outlasted a busy machine's patience.
    service.answer("flaky-phone", 503, 503);
    await favouriteRoundIn(fan, 5);
    await vi.waitFor(
      () => expect(service.received.filter((r) => r.device === "flaky-phone")).toHaveLength(1),
      { timeout: 40_000, interval: 250 },
    );
    const [job] = await queryRows<{
      retry_limit: number;
      retry_backoff: boolean;
      retry_count: number;
      state: string;
    }>(
      t.db.db,
      sql`select retry_limit, retry_backoff, retry_count, state::text as state from pgboss.job
        where name = 'alerts-push' order by retry_count desc limit 1`,
    );
    expect(job).toEqual({
      retry_limit: PUSH_RETRIES,
      retry_backoff: true,
      retry_count: 2,
      state: "completed",
    });
    expect(PUSH_RETRIES).toBe(5);
  }, 60_000);

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
        expect(rows.map((r) => r.offsetMinutes).sort((a, b) => a - b)).toEqual([60]);
      },
      { timeout: 15_000, interval: 200 },
    );
  });

  it("purges old inbox rows, told concert events and expired rate-limit windows on its own", async () => {
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
        expect(await t.db.db.select().from(concertEvents)).toEqual([]);
      },
      { timeout: 15_000, interval: 200 },
    );
  });

  it("coalesces the wake-ups of many parallel settings changes into a couple of producer jobs (I4)", async () => {
    const fans = await Promise.all(Array.from({ length: 30 }, () => buildUser(t)));
    // Wake-ups are sent without the request waiting for them: keep each send to await it.
    const sends: Promise<unknown>[] = [];
    const spies = (["send", "sendDebounced"] as const).map((method) => {
      const original = queue[method].bind(queue) as (...args: unknown[]) => Promise<unknown>;
      return vi.spyOn(queue, method).mockImplementation(((...args: unknown[]) => {
        const sent = original(...args);
        sends.push(sent);
        return sent;
      }) as never);
    });
    const [{ since }] = (await queryRows<{ since: string }>(
      t.db.db,
      sql`select now()::text as since`,
    )) as [{ since: string }];
    const answers = await Promise.all(
      fans.map((fan) =>
        t.request("/api/alerts/settings", {
          method: "PUT",
          token: fan.token,
          json: { reminderOffsets: [60], newConcertOfFavoriteArtist: true, concertChanges: true },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    await Promise.allSettled(sends);
    for (const spy of spies) spy.mockRestore();
    // Producer jobs that run for the burst: wake-ups of its slots (one may have been queued by an
    // earlier write in the same slot) and plain sends since it began (the minute's schedule). On a
    // busy machine the thirty requests may take several slots, or cross a minute: counted too.
    const [jobs] = await queryRows<{ wake: number; plain: number; slots: number; minutes: number }>(
      t.db.db,
      sql`select
            count(*) filter (where singleton_key = 'wake' and singleton_on >=
              'epoch'::timestamp + floor(extract(epoch from ${since}::timestamptz) / 2) * 2 * interval '1 second')::int as wake,
            count(*) filter (where singleton_key is null and created_on >= ${since}::timestamptz)::int as plain,
            (floor(extract(epoch from now()) / 2) - floor(extract(epoch from ${since}::timestamptz) / 2) + 1)::int as slots,
            (floor(extract(epoch from now()) / 60) - floor(extract(epoch from ${since}::timestamptz) / 60) + 1)::int as minutes
          from pgboss.job where name = 'alerts-produce'`,
    );
    // Every write is followed by a run...
    expect(jobs!.wake + jobs!.plain).toBeGreaterThan(0);
    // ...and thirty make a slot's run, the next slot's, one more if the burst crossed a slot (one
    // a slot if it took more), and perhaps the minute's: four when it took under two seconds.
    expect(jobs!.wake + jobs!.plain).toBeLessThanOrEqual(
      Math.max(jobs!.slots, 2) + 1 + jobs!.minutes,
    );
  });
});
