import { type SQL, sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import { type Database, type DatabaseHandle, queryRows } from "./client";
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

/**
 * pg-boss's executor on a transaction of the app's (`send`/`insert` take it as `db`): the jobs it
 * queues commit or roll back with the rows written beside them. Its `$n` parameters become the
 * query's own, so both drivers bind them as they bind every other.
 */
export function inTransaction(tx: Database): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const chunks: SQL[] = text
        .split(/\$(\d+)/)
        .map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`));
      return { rows: await queryRows(tx, sql.join(chunks)) };
    },
  };
}
