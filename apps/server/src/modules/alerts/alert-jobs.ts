import { NOTIFICATION_KEEP_DAYS } from "@naehan/contract";
import type { Database } from "../../db/client";
import { purgeExpired } from "../../db/purge";
import type { AlertQueue } from "../module-deps";
import { type JobQueue, inTransaction } from "../../db/job-queue";
import type { Logger } from "../../lib/logger";
import { PushFailure, type PushJob, type PushSender, sendPush } from "../push/send-push";
import { startPushWorker } from "./push-worker";
import { subscriptionsOf } from "../push/push.queries";
import { purgeOldAlerts } from "./alerts.queries";
import { type CreatedAlert, produceAlerts } from "./produce-alerts";

export const JOBS = {
  /** Makes the alerts due now; every minute, at the next due time, and when woken by a write. */
  produce: "alerts-produce",
  /** Sends one alert to one push subscription; retried with backoff while the service fails. */
  push: "alerts-push",
  /** Clears rows nothing reads any more: rate-limit windows, dead tokens, old inbox rows. */
  purge: "maintenance-purge",
} as const;

/** A push service that is down is tried again this many times, waiting longer each time. */
export const PUSH_RETRIES = 5;

/** Longer than a delivery's deadline, so only a job whose worker died runs out of it. */
const PUSH_EXPIRE_SECONDS = 120;

/** Writes within this many seconds share one wake-up of the producer. */
const WAKE_SLOT_SECONDS = 2;

/** A wake-up further ahead than this is left to the every-minute schedule. */
const WAKE_HORIZON_MS = 60 * 60 * 1000;

/** The wake-up the app's writes use, and the shutdown: deliveries in flight end, then the queue. */
export interface AlertJobs extends AlertQueue {
  stop(options: Parameters<JobQueue["stop"]>[0]): Promise<void>;
}

interface JobDeps {
  db: Database;
  clock: () => Date;
  logger: Logger;
  push: PushSender;
  /** The first retry's wait; each next one doubles it (pg-boss's backoff). */
  pushRetryDelaySeconds?: number;
}

/**
 * One push job per new alert and subscription of its user: only the alert's producer sends them,
 * in the transaction that made the alerts (`tx`).
 */
export async function queuePushes(
  queue: JobQueue,
  tx: Database,
  created: CreatedAlert[],
  retryDelay: number,
) {
  const subscriptions = await subscriptionsOf(tx, [...new Set(created.map((a) => a.userId))]);
  const jobs = created.flatMap((alert) =>
    subscriptions
      .filter((s) => s.userId === alert.userId)
      .map((s) => ({
        name: JOBS.push,
        data: {
          notificationId: alert.id,
          subscriptionId: s.id,
          opensAt: alert.opensAt?.toISOString() ?? null,
        } satisfies PushJob,
        retryLimit: PUSH_RETRIES,
        // A worker that died mid-delivery: the job is tried again after this, not 15 minutes.
        expireInSeconds: PUSH_EXPIRE_SECONDS,
        retryDelay,
        retryBackoff: true,
      })),
  );
  if (jobs.length > 0) await queue.insert(jobs, { db: inTransaction(tx) });
}

/**
 * Starts the queue and this instance's workers. Every instance works both jobs; the schedules
 * are the queue's (one run a minute across instances), and what a run makes is decided by
 * unique keys in the database, so N instances send each alert once.
 */
export async function startJobs(
  queue: JobQueue,
  { db, clock, logger, push, pushRetryDelaySeconds = 10 }: JobDeps,
): Promise<AlertJobs> {
  await queue.start();
  for (const name of Object.values(JOBS)) await queue.createQueue(name);
  await queue.schedule(JOBS.produce, "* * * * *");
  await queue.schedule(JOBS.purge, "*/10 * * * *");

  const pushes = startPushWorker<PushJob>(queue, JOBS.push, {
    deliver: async (job) => {
      try {
        const sent = await sendPush(db, push, job.data, clock());
        if (sent.result === "gone")
          logger.info({ subscription: job.data.subscriptionId }, "push subscription gone");
        if (sent.result === "refused") {
          logger.warn(
            { host: sent.host, subscription: job.data.subscriptionId },
            "push endpoint refused, subscription removed",
          );
        }
      } catch (error) {
        // The host and the status, never the endpoint: its path names the device.
        if (error instanceof PushFailure) {
          logger.warn(
            { host: error.host, status: error.status, subscription: job.data.subscriptionId },
            "push not delivered, retried later",
          );
        }
        throw error;
      }
    },
    onError: (err) => logger.warn({ err: String(err) }, "push queue call failed"),
  });
  await queue.work(JOBS.produce, { pollingIntervalSeconds: 1 }, async () => {
    const { created, nextDueAt } = await produceAlerts(db, clock(), (tx, made) =>
      queuePushes(queue, tx, made, pushRetryDelaySeconds),
    );
    if (created.length > 0) logger.info({ alerts: created.length }, "alerts made");
    pushes.notify();
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
    const inbox = await purgeOldAlerts(db, clock(), NOTIFICATION_KEEP_DAYS);
    if (purged.rateLimits + purged.refreshTokens + inbox > 0) {
      logger.info({ ...purged, notifications: inbox }, "expired rows purged");
    }
  });
  // Catch up on what fell due while no instance ran, and on what expired.
  await queue.send(JOBS.produce, {});
  await queue.send(JOBS.purge, {});

  return {
    wake: () => {
      // One run per slot for every write in it, and one in the next slot if this slot's has
      // already started: each write is followed by a run, a burst of writes by a couple (I4).
      queue.sendDebounced(JOBS.produce, {}, {}, WAKE_SLOT_SECONDS, "wake").catch((err: unknown) => {
        logger.warn({ err: String(err) }, "could not wake the alert producer");
      });
    },
    async stop(options) {
      await pushes.stop();
      await queue.stop(options);
    },
  };
}
