import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type Logger as DrizzleLogger, type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsDir } from "./paths";
import * as schema from "./schema";
import { START_UP_LOCK } from "./locks";

export type Schema = typeof schema;
/** What every query is written against: the same on PGlite and on a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance runs its own: instances started together on one
   * PostgreSQL (a deploy of N) take turns at migrating and seeding instead of racing to create
   * the same tables and rows. PGlite has one process per folder, so it just runs.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Raw SQL for the job queue: parameters with one statement, or several statements (a queue's
   * own migrations and locked transactions) without. The same connections as the app's.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** `postgres://…`: use a PostgreSQL server; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data folder; `memory://` for a throwaway database. */
  dataDir?: string | undefined;
  /** An already opened PGlite (tests clone a migrated template). */
  pglite?: PGlite;
  logger?: DrizzleLogger;
  poolSize?: number;
}

export const PGLITE_EXTENSIONS = { pg_trgm };

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const casing = "snake_case" as const;
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 20,
      connectionTimeoutMillis: 3_000,
      idleTimeoutMillis: 30_000,
    });
    // A dropped idle connection must not crash the process; the next query reconnects.
    pool.on("error", () => {});
    const db = drizzleNodePg({ client: pool, schema, casing, logger: options.logger ?? false });
    return {
      db,
      kind: "postgres",
      migrate: () => migrateNodePg(db, { migrationsFolder: migrationsDir }),
      exclusively: (work) => exclusively(pool, work),
      executeSql: (text, values) => pool.query(text, values),
      close: () => pool.end(),
    };
  }
  const client =
    options.pglite ??
    (await PGlite.create(options.dataDir ?? "memory://", { extensions: PGLITE_EXTENSIONS }));
  const db = drizzlePglite({ client, schema, casing, logger: options.logger ?? false });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    exclusively: (work) => work(),
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    close: () => client.close(),
  };
}

async function exclusively<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const lock = await pool.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [START_UP_LOCK]);
    return await work();
  } finally {
    await lock.query("select pg_advisory_unlock($1)", [START_UP_LOCK]).catch(() => undefined);
    lock.release();
  }
}

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`, but the shared `Database`
 * type cannot know the driver's result type.
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute<Record<string, unknown>>(query)) as { rows: T[] };
  return result.rows;
}

/** A timestamptz as the API writes it: ISO-8601 in UTC with milliseconds, like `toISOString`. */
export const isoTimestamp = (value: SQL) =>
  sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
