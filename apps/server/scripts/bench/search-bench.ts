/**
 * npm run bench:search — search latency on a large catalogue (10,000 artists, 100,000 concerts),
 * through the API handler, on PGlite (in memory) and on a PostgreSQL server: DATABASE_URL's server,
 * else postgres://root@127.0.0.1:5432, in a throwaway database created and dropped here.
 *   BENCH_ROUNDS=200 (requests per keyword on PostgreSQL; PGlite runs half as many)
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createApp } from "../../src/app";
import { type DatabaseHandle, openDatabase } from "../../src/db/client";
import { artists, newConcerts } from "../../src/db/schema";
import { inProcessDeps } from "../../src/deps";
import { refreshSearchIndex } from "../../src/modules/search/search-index";
import { benchCatalogue } from "./search-data";

const ARTISTS = 10_000;
const CONCERTS = 100_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const SERVER_URL = process.env.DATABASE_URL ?? "postgres://root@127.0.0.1:5432/postgres";

/** What fans type: [label, keyword]. */
const KEYWORDS: [string, string][] = [
  ["Korean name", "콜드플레이"],
  ["Korean, spaced", "에드 시런"],
  ["English name", "Coldplay"],
  ["English, lower", "billie eilish"],
  ["초성", "ㅋㄷㅍㄹㅇ"],
  ["wrong layout (en→ko)", "zhfemvmffpdl"],
  ["wrong layout (ko→en)", "채ㅣ에ㅣ묘"],
  ["typo (Latin)", "coldpaly"],
  ["typo (Hangul)", "콜드플래이"],
  ["prefix", "브루노"],
  ["substring", "드시런"],
  ["venue", "KSPO"],
  ["one syllable", "뮤"],
  ["nothing", "qwxzvbk"],
];

// Fourteen columns a concert: 2,000 rows stay under the 65,535 bind parameters of one statement.
const CHUNK = 2_000;

async function load(handle: DatabaseHandle) {
  const { db } = handle;
  const data = benchCatalogue(ARTISTS, CONCERTS);
  const artistIds: number[] = [];
  for (let i = 0; i < data.artists.length; i += CHUNK) {
    const rows = await db
      .insert(artists)
      .values(data.artists.slice(i, i + CHUNK))
      .returning({ id: artists.id });
    artistIds.push(...rows.map((r) => r.id));
  }
  const concertIds: number[] = [];
  for (let i = 0; i < data.concerts.length; i += CHUNK) {
    const batch = data.concerts.slice(i, i + CHUNK).map(({ artistIndex, ...c }) => ({
      ...c,
      artistId: artistIds[artistIndex] ?? 0,
    }));
    const rows = await db.insert(newConcerts).values(batch).returning({ id: newConcerts.id });
    concertIds.push(...rows.map((r) => r.id));
  }
  const started = performance.now();
  await refreshSearchIndex(db, { artistIds, concertIds });
  const indexMs = performance.now() - started;
  await db.execute(sql`analyze`);
  return indexMs;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => value.toFixed(2).padStart(7);

async function measure(name: string, handle: DatabaseHandle, rounds: number) {
  const loadStarted = performance.now();
  await handle.migrate();
  const indexMs = await load(handle);
  console.log(
    `\n${name}: ${ARTISTS.toLocaleString()} artists, ${CONCERTS.toLocaleString()} concerts loaded in ` +
      `${((performance.now() - loadStarted) / 1000).toFixed(1)} s (search index ${(indexMs / 1000).toFixed(1)} s)`,
  );
  const app = createApp(inProcessDeps(handle.db));
  const search = async (keyword: string) => {
    const response = await app.request(`/api/search?keyword=${encodeURIComponent(keyword)}`);
    if (response.status !== 200) throw new Error(`${keyword}: ${response.status}`);
    return (await response.json()) as { artistkrName: string | null; title: string | null }[];
  };

  const times = new Map<string, number[]>(KEYWORDS.map(([, k]) => [k, []]));
  const firsts = new Map<string, string>();
  for (const [, keyword] of KEYWORDS) {
    const rows = await search(keyword);
    firsts.set(keyword, `${rows.length} rows, first: ${rows[0]?.artistkrName ?? "—"}`);
    for (let i = 0; i < 5; i++) await search(keyword);
  }
  // Round-robin, so a slow moment of the machine does not land on one keyword.
  for (let round = 0; round < rounds; round++) {
    for (const [, keyword] of KEYWORDS) {
      const started = performance.now();
      await search(keyword);
      times.get(keyword)?.push(performance.now() - started);
    }
  }

  console.log(`${"keyword".padEnd(36)}    p50     p95   result`);
  const all: number[] = [];
  for (const [label, keyword] of KEYWORDS) {
    const sorted = (times.get(keyword) ?? []).sort((a, b) => a - b);
    all.push(...sorted);
    console.log(
      `${`${label}: ${keyword}`.padEnd(36)}${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 95))}   ${firsts.get(keyword)}`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `${"overall".padEnd(36)}${ms(percentile(all, 50))} ${ms(percentile(all, 95))}   (ms, ${all.length} requests)`,
  );
}

async function onPostgres() {
  const admin = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\nPostgreSQL: skipped, ${SERVER_URL} cannot be reached (${String(error)})`);
    return;
  }
  const name = `naehan_bench_${randomBytes(4).toString("hex")}`;
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 4 });
  try {
    await measure(`PostgreSQL (${url.host}, database ${name})`, handle, ROUNDS);
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function onPglite() {
  const handle = await openDatabase({ dataDir: "memory://" });
  try {
    await measure("PGlite (in memory)", handle, Math.max(1, Math.round(ROUNDS / 2)));
  } finally {
    await handle.close();
  }
}

await onPglite();
await onPostgres();
