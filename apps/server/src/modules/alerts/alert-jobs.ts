import { NOTIFICATION_KEEP_DAYS } from "@naehan/contract";
import type { Database } from "../../db/client";
import { purgeExpired } from "../../db/purge";
import type { AlertQueue } from "../../lib/context";
import type { JobQueue } from "../../lib/job-queue";
import type { Logger } from "../../lib/logger";
import { purgeOldNotifications } from "./alerts.queries";
import { produceAlerts } from "./produce-alerts";

export const JOBS = {
  /** Makes the alerts due now; every minute, at the next due time, and when woken by a write. */
  produce: "alerts-produce",
  /** Clears rows nothing reads any more: rate-limit windows, dead tokens, old inbox rows. */
  purge: "maintenance-purge",
} as const;

/** A wake-up further ahead than this is left to the every-minute schedule. */
const WAKE_HORIZON_MS = 60 * 60 * 1000;

interface JobDeps {
  db: Database;
  clock: () => Date;
  logger: Logger;
}

/**
 * Starts the queue and this instance's workers. Every instance works both jobs; the schedules
 * are the queue's (one run a minute across instances), and what a run makes is decided by
 * unique keys in the database, so N instances send each alert once.
 */
export async function startJobs(
  queue: JobQueue,
  { db, clock, logger }: JobDeps,
): Promise<AlertQueue> {
  await queue.start();
  for (const name of Object.values(JOBS)) await queue.createQueue(name);
  await queue.schedule(JOBS.produce, "* * * * *");
  await queue.schedule(JOBS.purge, "*/10 * * * *");

  await queue.work(JOBS.produce, { pollingIntervalSeconds: 1 }, async () => {
    const { created, nextDueAt } = await produceAlerts(db, clock());
    if (created.length > 0) logger.info({ alerts: created.length }, "alerts made");
    // The next one is sent at its own time, not at the next minute.
    if (nextDueAt && nextDueAt.getTime() - clock().getTime() < WAKE_HORIZON_MS) {
      await queue.send(
        JOBS.produce,
        {},
        {
          startAfter: nextDueAt,
          singletonKey: `at:${nextDueAt.getTime()}`,
        },
      );
    }
  });
  await queue.work(JOBS.purge, async () => {
    const purged = await purgeExpired(db);
    const inbox = await purgeOldNotifications(db, clock(), NOTIFICATION_KEEP_DAYS);
    if (purged.rateLimits + purged.refreshTokens + inbox > 0) {
      logger.info({ ...purged, notifications: inbox }, "expired rows purged");
    }
  });
  // Catch up on what fell due while no instance ran, and on what expired.
  await queue.send(JOBS.produce, {});
  await queue.send(JOBS.purge, {});

  return {
    wake: () => {
      queue.send(JOBS.produce, {}).catch((err: unknown) => {
        logger.warn({ err: String(err) }, "could not wake the alert producer");
      });
    },
  };
}
