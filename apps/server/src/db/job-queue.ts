import PgBoss from "pg-boss";
import type { DatabaseHandle } from "./client";
import type { Logger } from "../lib/logger";

export type JobQueue = PgBoss;

/**
 * The job queue (pg-boss, decision 017) on the app's own database: its tables live in the
 * `pgboss` schema, which it creates and migrates itself on start. It talks through the app's
 * connections, so it runs on PGlite in the embedded mode as on PostgreSQL.
 */
export function createJobQueue(database: DatabaseHandle, logger: Logger): JobQueue {
  const queue = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: "pgboss",
    // Finished jobs are kept a day for inspection, then dropped.
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterDays: 1,
  });
  queue.on("error", (err) => logger.error({ err: String(err) }, "job queue error"));
  return queue;
}
