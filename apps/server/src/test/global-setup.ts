import { mkdtempSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { PGLITE_EXTENSIONS, openDatabase } from "../db/client";
import { TEMPLATE_NAMES, fillTemplate, withDatabase } from "./templates";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: template name → path of its data-dir dump. PostgreSQL: template name → database. */
    templates: Record<string, string>;
    databaseUrl: string | null;
  }
}

/**
 * Builds each database template once per run: every test file then starts from a copy in well
 * under a second (PGlite: a loaded dump; PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL ?? null;
  const templates: Record<string, string> = {};
  let cleanup: () => Promise<void>;

  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const suffix = `${process.pid}`;
    for (const name of TEMPLATE_NAMES) {
      const dbName = `naehan_tpl_${name}_${suffix}`;
      await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
      await admin.query(`CREATE DATABASE ${dbName}`);
      const handle = await openDatabase({ url: withDatabase(url, dbName), poolSize: 2 });
      await fillTemplate(handle, name);
      await handle.close();
      templates[name] = dbName;
    }
    cleanup = async () => {
      for (const dbName of Object.values(templates)) {
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
      }
      await admin.end();
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), "naehan-templates-"));
    for (const name of TEMPLATE_NAMES) {
      const client = await PGlite.create("memory://", { extensions: PGLITE_EXTENSIONS });
      const handle = await openDatabase({ pglite: client });
      await fillTemplate(handle, name);
      const dump = await client.dumpDataDir("none");
      const path = join(dir, `${name}.tar`);
      await writeFile(path, Buffer.from(await dump.arrayBuffer()));
      await client.close();
      templates[name] = path;
    }
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }

  project.provide("templates", templates);
  project.provide("databaseUrl", url);
  return cleanup;
}
