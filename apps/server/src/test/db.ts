import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { keptPglite } from "./kept-pglite";
import { type TemplateName, withDatabase } from "./templates";

export interface TestDatabase extends DatabaseHandle {
  /** Every SQL statement run through drizzle since the last `queries.length = 0`. */
  queries: string[];
}

/**
 * A fresh database for one test file, copied from a migrated template: PGlite in memory by default,
 * a new database on the PostgreSQL server when TEST_DATABASE_URL is set. Close it in afterAll (an
 * embedded one then goes back to the worker's next file, see kept-pglite.ts).
 */
export async function createTestDatabase(template: TemplateName = "empty"): Promise<TestDatabase> {
  const templates = inject("templates");
  const url = inject("databaseUrl");
  const source = templates[template];
  if (!source) throw new Error(`No test database template named ${template}`);
  const queries: string[] = [];
  const logger = { logQuery: (query: string) => void queries.push(query) };

  if (url) {
    const name = `naehan_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source}`);
    const handle = await openDatabase({ url: withDatabase(url, name), logger, poolSize: 5 });
    return {
      ...handle,
      queries,
      close: async () => {
        await handle.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }

  const handle = await openDatabase({ pglite: await keptPglite(source), logger });
  return { ...handle, queries };
}
