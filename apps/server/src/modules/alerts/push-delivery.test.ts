import { sql } from "drizzle-orm";
import webPush from "web-push";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { queryRows } from "../../db/client";
import { type JobQueue, createJobQueue } from "../../db/job-queue";
import { notifications, pushSubscriptions } from "../../db/schema";
import { createLogger } from "../../lib/logger";
import { type TestApp, createTestApp } from "../../test/app";
import { type FakePushService, startFakePushService } from "../../test/fake-push-service";
import { buildUser } from "../../test/users";
import { type PushJob, createPushSender } from "../push/send-push";
import { type AlertJobs, JOBS, PUSH_RETRIES, startJobs } from "./alert-jobs";

/**
 * Deliveries on the real queue are each their own job (H2): a push host that fails or hangs
 * fails only the jobs that go to it. Two local push services: one that works, one that does not.
 */
let t: TestApp;
let queue: JobQueue;
let jobs: AlertJobs;
let good: FakePushService;
let broken: FakePushService;
const log: string[] = [];
const vapid = { ...webPush.generateVAPIDKeys(), subject: "mailto:ops@naehan.example" };

beforeAll(async () => {
  good = await startFakePushService(() => vapid.publicKey);
  broken = await startFakePushService(() => vapid.publicKey);
  t = await createTestApp("empty");
  queue = createJobQueue(t.db, createLogger("silent"));
  jobs = await startJobs(queue, {
    db: t.db.db,
    clock: () => new Date(),
    logger: createLogger("info", { write: (line: string) => void log.push(line) }),
    push: createPushSender({
      vapid,
      hosts: [good.host, broken.host],
      ca: Buffer.concat([good.cert, broken.cert]),
      deadlineMs: 3_000,
    }),
    pushRetryDelaySeconds: 1,
  });
}, 60_000);
afterAll(async () => {
  await jobs.stop({ graceful: false, wait: true });
  await good.close();
  await broken.close();
  await t.close();
});

let sequence = 0;
/** A fan's alert and one device of theirs at `service`: the data of one push job. */
async function alertFor(service: FakePushService) {
  const fan = await buildUser(t);
  const device = `delivery-${++sequence}`;
  const { endpoint, keys } = service.subscribe(device);
  const [s] = await t.db.db
    .insert(pushSubscriptions)
    .values({ userId: fan.id, endpoint, p256dh: keys.p256dh, auth: keys.auth })
    .returning();
  const [n] = await t.db.db
    .insert(notifications)
    .values({
      userId: fan.id,
      kind: "TICKET_REMINDER",
      eventKey: `round:${sequence}@1`,
      offsetMinutes: 10,
      title: "티켓 오픈 알림 · 뮤즈 내한공연",
      body: "NOL 티켓 일반예매 10분 뒤 오픈 · 2027.03.05 (금) 20:00",
      url: "/concert/7",
      createdAt: new Date(),
    })
    .returning();
  const data: PushJob = { notificationId: n!.id, subscriptionId: s!.id, opensAt: null };
  return { device, data };
}

/** Both jobs in one insert, as the producer queues a round's pushes: fetched in one batch. */
const queueTogether = (...data: PushJob[]) =>
  queue.insert(
    data.map((d) => ({
      name: JOBS.push,
      data: d,
      retryLimit: PUSH_RETRIES,
      retryDelay: 1,
      retryBackoff: true,
    })),
  );

const jobOf = async (data: PushJob) =>
  (
    await queryRows<{ state: string; retry_count: number }>(
      t.db.db,
      sql`select state, retry_count from pgboss.job
          where name = ${JOBS.push} and (data->>'notificationId')::int = ${data.notificationId}`,
    )
  )[0];

const deliveredTo = (service: FakePushService, device: string) =>
  service.received.filter((r) => r.device === device).length;

describe("push deliveries on the queue", () => {
  it("deliver a good endpoint exactly once and complete its job while a batch-mate of another fan keeps failing", async () => {
    const fine = await alertFor(good);
    const failing = await alertFor(broken);
    broken.answer(failing.device, ...Array(PUSH_RETRIES + 1).fill(500));
    await queueTogether(fine.data, failing.data);
    // The failing job has been failed twice since both were fetched.
    await vi.waitFor(
      async () => expect((await jobOf(failing.data))?.retry_count).toBeGreaterThanOrEqual(2),
      {
        timeout: 30_000,
        interval: 200,
      },
    );
    expect(deliveredTo(good, fine.device)).toBe(1);
    expect(await jobOf(fine.data)).toEqual({ state: "completed", retry_count: 0 });
    // Logged by the push host and status; never the endpoint, whose path names the device.
    const failures = log.filter((line) => line.includes("push not delivered"));
    expect(failures.some((line) => line.includes(`"host":"${broken.host}","status":500`))).toBe(
      true,
    );
    expect(log.join("")).not.toContain(failing.device);
  });

  it("deliver a good endpoint at once while a batch-mate hangs, which fails at its deadline", async () => {
    const fine = await alertFor(good);
    const stuck = await alertFor(broken);
    broken.hang(stuck.device, "silent");
    await queueTogether(stuck.data, fine.data);
    await vi.waitFor(() => expect(deliveredTo(good, fine.device)).toBe(1), {
      timeout: 15_000,
      interval: 100,
    });
    // Sent while the other still hung: it arrived before the sender gave up on the hanging one,
    // which it does only at the deadline. (Compared by the times the services saw, not by when
    // this test looks, which a busy machine can delay past the deadline.)
    await vi.waitFor(() => expect(broken.abandonedAt.length).toBeGreaterThan(0), {
      timeout: 15_000,
      interval: 100,
    });
    const arrived = good.received.find((r) => r.device === fine.device)!.at;
    expect(arrived).toBeLessThan(broken.abandonedAt[0]!);
    await vi.waitFor(
      async () => expect((await jobOf(stuck.data))?.retry_count).toBeGreaterThanOrEqual(1),
      {
        timeout: 30_000,
        interval: 200,
      },
    );
    // Delivered once and done. (Not "on its first attempt": on a busy machine its first request
    // can miss the deadline before it reaches the service, and the retry a second later is what
    // arrives, still before the hanging one is given up on, as checked above.)
    expect(deliveredTo(good, fine.device)).toBe(1);
    expect((await jobOf(fine.data))?.state).toBe("completed");
    expect(log.some((line) => line.includes(`"host":"${broken.host}","status":"deadline"`))).toBe(
      true,
    );
  });
});
