import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { type JobQueue, createJobQueue } from "../../db/job-queue";
import { concertEvents, notifications, pushSubscriptions } from "../../db/schema";
import { createLogger } from "../../lib/logger";
import { type TestApp, createTestApp } from "../../test/app";
import { DAY, HOUR, testClock } from "../../test/clock";
import { buildArtist, buildConcert, buildTicketRound } from "../../test/factories";
import { type TestUser, buildUser } from "../../test/users";
import { JOBS, queuePushes } from "./alert-jobs";
import { produceAlerts } from "./produce-alerts";

/**
 * An inbox row and its push jobs commit together: a producer that dies between making the rows and
 * queueing their pushes leaves neither, and the next run makes both. The real queue (pg-boss) on
 * the test's database, without workers, so the queued jobs stay to be counted.
 */
const clock = testClock("2027-03-01T12:00:00+09:00");
let t: TestApp;
let queue: JobQueue;
beforeAll(async () => {
  t = await createTestApp("empty", { clock: clock.now });
  queue = createJobQueue(t.db, createLogger("silent"));
  await queue.start();
  await queue.createQueue(JOBS.push);
}, 60_000);
afterAll(async () => {
  await queue.stop({ graceful: false, wait: true });
  await t.close();
});

const queued = (onCreated?: Parameters<typeof produceAlerts>[2]) =>
  produceAlerts(
    t.db.db,
    clock.now(),
    onCreated ?? ((tx, created) => queuePushes(queue, tx, created, 1)),
  );
const inboxOf = (fan: TestUser) =>
  t.db.db.select().from(notifications).where(eq(notifications.userId, fan.id));
const pushJobsOf = (fan: TestUser) =>
  queryRows<{ notificationId: number }>(
    t.db.db,
    sql`select (data->>'notificationId')::int as "notificationId" from pgboss.job
        where name = ${JOBS.push} and (data->>'notificationId')::int in
          (select id from notifications where user_id = ${fan.id})`,
  );

async function fanWithDevice() {
  const fan = await buildUser(t);
  await t.db.db.insert(pushSubscriptions).values({
    userId: fan.id,
    endpoint: `https://fcm.googleapis.com/fcm/send/tx-${fan.id}`,
    p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString("base64url"),
    auth: Buffer.alloc(16, 1).toString("base64url"),
  });
  return fan;
}

const killed = () => {
  throw new Error("the producer died before its commit");
};

describe("an alert's inbox row and its push", () => {
  it("are both kept or neither when a reminder's producer dies between them, and the next run makes both", async () => {
    const fan = await fanWithDevice();
    const concert = await buildConcert(t.db.db);
    await buildTicketRound(t.db.db, {
      newConcertId: concert.id,
      opensAt: new Date(clock.now().getTime() + DAY / 2),
    });
    await t.request(`/api/favorites/concert/${concert.id}`, { method: "POST", token: fan.token });

    // Died after the rows, before queueing; and after queueing, before the commit.
    await expect(queued(killed)).rejects.toThrow(/died/);
    expect(await inboxOf(fan)).toEqual([]);
    await expect(
      queued(async (tx, created) => {
        await queuePushes(queue, tx, created, 1);
        killed();
      }),
    ).rejects.toThrow(/died/);
    expect(await inboxOf(fan)).toEqual([]);
    expect(await pushJobsOf(fan)).toEqual([]);

    await queued();
    const rows = await inboxOf(fan);
    expect(rows).toHaveLength(1);
    expect(await pushJobsOf(fan)).toEqual([{ notificationId: rows[0]!.id }]);
    // Run again: nothing new, nothing queued twice.
    await queued();
    expect(await pushJobsOf(fan)).toHaveLength(1);
  });

  it("are both kept or neither for a new concert's alert", async () => {
    const fan = await fanWithDevice();
    const artist = await buildArtist(t.db.db);
    await t.request(`/api/favorites/artist/${artist.id}`, { method: "POST", token: fan.token });
    const concert = await buildConcert(t.db.db, { artistId: artist.id });
    // As the admin's save records it, past the minutes changes are merged over.
    await t.db.db.insert(concertEvents).values({
      newConcertId: concert.id,
      kind: "NEW_CONCERT",
      description: "새 내한공연",
      createdAt: new Date(clock.now().getTime() - HOUR),
    });
    await expect(queued(killed)).rejects.toThrow(/died/);
    expect(await inboxOf(fan)).toEqual([]);
    // The event was not claimed either: the next run still has it to tell.
    await queued();
    const rows = await inboxOf(fan);
    expect(rows.map((r) => r.kind)).toEqual(["NEW_CONCERT"]);
    expect(await pushJobsOf(fan)).toEqual([{ notificationId: rows[0]!.id }]);
  });
});
