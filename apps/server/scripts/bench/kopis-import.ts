/**
 * npm run bench:kopis — an import of 300 KOPIS listings on the embedded database (PGlite in a
 * temporary folder, as the server keeps it), against the local KOPIS stand-in with the client's
 * real pacing (10 API requests a second, posters apart), then the same import again: how long
 * each takes and how many candidates the second made twice (the goal: under 60 s, 0 duplicates).
 *   BENCH_LISTINGS=300
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../src/db/client";
import { importRuns } from "../../src/db/schema";
import { createKopisClient } from "../../src/integrations/kopis/client";
import { localStorage } from "../../src/lib/media/storage";
import { createImportRun, runKopisImport } from "../../src/modules/imports/kopis-import";
import { startFakeKopis, syntheticPerformances } from "../../src/test/fake-kopis";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 300);

const dir = mkdtempSync(join(tmpdir(), "naehan-bench-kopis-"));
const handle = await openDatabase({ dataDir: join(dir, "pglite") });
await handle.migrate();
const fake = await startFakeKopis({ performances: syntheticPerformances(LISTINGS) });
const kopis = createKopisClient({ apiKey: fake.apiKey, baseUrl: fake.baseUrl });
const deps = {
  db: handle.db,
  kopis,
  storage: localStorage(join(dir, "media")),
  // Every synthetic listing falls within the 12 months from here.
  clock: () => new Date("2027-01-15T09:00:00+09:00"),
};

async function run(label: string) {
  const runId = await createImportRun(handle.db);
  const requests = fake.requests.length;
  const started = performance.now();
  await runKopisImport(deps, runId);
  const seconds = (performance.now() - started) / 1000;
  const [row] = await handle.db
    .select()
    .from(importRuns)
    .where(sql`id = ${runId}`);
  const [{ total = 0, distinct = 0 } = {}] = (
    (await handle.db.execute<Record<string, unknown>>(
      sql`select count(*)::int as total, count(distinct mt20id)::int as distinct from import_candidates`,
    )) as { rows: { total: number; distinct: number }[] }
  ).rows;
  console.log(
    `${label}: ${seconds.toFixed(1)} s, ${fake.requests.length - requests} requests to KOPIS; ` +
      `read ${row?.readCount}, new ${row?.newCount}, changed ${row?.changedCount}, ` +
      `skipped ${row?.skippedCount}, failed ${row?.failedCount}; ` +
      `candidates ${total} (${total - distinct} duplicates)`,
  );
  if (row?.failures.length) console.log(`  failures: ${row.failures.slice(0, 5).join(" | ")}`);
}

try {
  console.log(`KOPIS import of ${LISTINGS} listings, embedded database (PGlite on disk)`);
  await run("first run ");
  await run("second run");
} finally {
  await fake.close();
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
