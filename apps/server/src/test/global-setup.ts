import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { buildServerIfStale } from "../../../../scripts/lib.mjs";
import { PGLITE_EXTENSIONS, openDatabase } from "../db/client";
import { TEMPLATE_NAMES, fillTemplate, withDatabase } from "./templates";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: template name → path of its data-dir dump. PostgreSQL: template name → database. */
    templates: Record<string, string>;
    databaseUrl: string | null;
    /** A server's DATA_DIR holding a migrated, empty embedded database: copy it to start a process. */
    emptyDataDir: string;
  }
}

/**
 * Builds each database template once per run: every test file then starts from a copy in well
 * under a second (PGlite: a loaded dump; PostgreSQL: CREATE DATABASE … TEMPLATE). Also builds the
 * server when its sources changed, and a migrated DATA_DIR for the tests that start real processes.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL ?? null;
  const templates: Record<string, string> = {};
  const dir = mkdtempSync(join(tmpdir(), "naehan-templates-"));
  let dropTemplates = async () => {};

  if (!(await buildServerIfStale())) throw new Error("the server build failed");

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
    dropTemplates = async () => {
      for (const dbName of Object.values(templates)) {
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
      }
      await admin.end();
    };
  }

  // One initdb (the slow part of an embedded database) serves every dump: each template adds to
  // the one before it. The server's DATA_DIR keeps its database in DATA_DIR/pglite.
  const client = await PGlite.create("memory://", { extensions: PGLITE_EXTENSIONS });
  const handle = await openDatabase({ pglite: client });
  const emptyDataDir = join(dir, "data-dir");
  mkdirSync(emptyDataDir);
  for (const name of url ? (["empty"] as const) : TEMPLATE_NAMES) {
    await fillTemplate(handle, name);
    const dump = await client.dumpDataDir("none");
    if (name === "empty") {
      const onDisk = await PGlite.create(join(emptyDataDir, "pglite"), {
        extensions: PGLITE_EXTENSIONS,
        loadDataDir: dump,
      });
      await onDisk.close();
    }
    if (url) continue;
    const path = join(dir, `${name}.tar`);
    await writeFile(path, Buffer.from(await dump.arrayBuffer()));
    templates[name] = path;
  }
  await client.close();

  project.provide("templates", templates);
  project.provide("databaseUrl", url);
  project.provide("emptyDataDir", emptyDataDir);
  return async () => {
    await dropTemplates();
    rmSync(dir, { recursive: true, force: true });
  };
}
