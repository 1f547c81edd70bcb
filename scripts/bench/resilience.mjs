// npm run bench:resilience [seconds] — does the server stay correct when things go wrong?
//  A. mixed traffic (100 connections) on PostgreSQL: no errors, every acknowledged write stored;
//  B. PostgreSQL restarted under that traffic: quick 503s instead of hangs, recovery within 5 s of
//     PostgreSQL being back, no acknowledged write lost, the cache bus listening again;
//  C. the server on PGlite killed (SIGKILL) in the middle of writes, then started again on the
//     same folder: it opens, and every acknowledged write is there.
// Runs as root on the machine's PostgreSQL cluster (it restarts it). Prints a table of figures and
// exits 1 when a goal is missed. BENCH_DURATION (or the first argument) sets phase A's seconds.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { buildIfStale } from "../lib.mjs";
import {
  createRecorder,
  findMissingThroughApi,
  findMissingWrites,
  loadCatalogue,
  runTraffic,
  writeCount,
} from "./resilience-load.mjs";
import { createPgDatabase, startServer } from "./servers.mjs";

const exec = promisify(execFile);
const DURATION_S = Number(process.argv[2] ?? process.env.BENCH_DURATION ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const OUTAGE_TRAFFIC_S = Math.max(20, Math.round(DURATION_S / 2));
const RECOVERY_GOAL_MS = 5_000;
const HANG_GOAL_MS = 5_000;
const SERVER_ENV = { TRUST_PROXY: "1", LOG_LEVEL: "error" };
/** Which phases to run, e.g. BENCH_PHASES=B for a quick try of the restart. */
const PHASES = process.env.BENCH_PHASES ?? "ABC";

const step = (what) => process.env.BENCH_VERBOSE && console.log(`   … ${what}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rows = [];
const goal = (phase, figure, value, passed) => rows.push({ phase, figure, value, passed });

function statusSummary(recorder) {
  return [...recorder.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status || "no answer"}×${n}`)
    .join(" ");
}

async function withClient(url, use) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function phaseA(server, databaseUrl, catalogue) {
  console.log(`A. ${DURATION_S} s of mixed traffic, ${CONNECTIONS} connections…`);
  const recorder = createRecorder();
  await runTraffic({
    base: server.base,
    catalogue,
    recorder,
    connections: CONNECTIONS,
    durationMs: DURATION_S * 1000,
  });
  const errors = recorder.requests - countOk(recorder);
  const missing = await withClient(databaseUrl, (c) => findMissingWrites(c, recorder.writes));
  const latencies = recorder.log.map((r) => r.end - r.start).sort((a, b) => a - b);
  const at = (q) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
  goal(
    "A",
    "requests (req/s)",
    `${recorder.requests} (${Math.round(recorder.requests / DURATION_S)})`,
    true,
  );
  goal(
    "A",
    "errors (non-2xx or no answer)",
    `${errors}  [${statusSummary(recorder)}]`,
    errors === 0,
  );
  goal("A", "latency p50 / p99 / max", `${at(0.5)} / ${at(0.99)} / ${at(1)} ms`, true);
  reportWrites("A", recorder, missing);
  if (recorder.samples.length) console.log("   samples:", recorder.samples);
}

function countOk(recorder) {
  let n = 0;
  for (const [status, count] of recorder.statuses) if (status >= 200 && status < 300) n += count;
  return n;
}

function reportWrites(phase, recorder, missing) {
  const w = recorder.writes;
  goal(
    phase,
    "acknowledged writes",
    `${writeCount(w)} (users ${w.users.length}, posts ${w.articles.length}, comments ${w.comments.length}, favourites ${w.favorites.length})`,
    writeCount(w) > 0,
  );
  goal(
    phase,
    "acknowledged writes found",
    `${writeCount(w) - missing.length} / ${writeCount(w)}`,
    missing.length === 0,
  );
  if (missing.length) console.log("   missing:", missing.slice(0, 10));
}

const cluster = () => readdirSync("/etc/postgresql")[0];
const pgIsReady = () =>
  exec("pg_isready", ["-h", "127.0.0.1", "-p", "5432"]).then(
    () => true,
    () => false,
  );

/** LISTEN sessions on the bench database: one per running instance when the bus is healthy. */
const listeners = (adminUrl, dbName) =>
  withClient(adminUrl, async (c) =>
    Number(
      (
        await c.query(
          "select count(*) from pg_stat_activity where datname = $1 and query ilike 'LISTEN%'",
          [dbName],
        )
      ).rows[0].count,
    ),
  );

/** A fan on the second instance, to read its cached board after a write on the first. */
async function boardHasPost(base, artistId, postId) {
  const list = await (
    await fetch(`${base}/api/articles/artist/${artistId}`, { signal: AbortSignal.timeout(5_000) })
  ).json();
  return Array.isArray(list) && list.some((a) => a.id === postId);
}

async function phaseB(server, second, database, catalogue) {
  console.log(`B. PostgreSQL restarted under ${OUTAGE_TRAFFIC_S} s of traffic…`);
  const adminUrl = database.url;
  const dbName = new URL(adminUrl).pathname.slice(1);
  const listenersBefore = await listeners(adminUrl, dbName);
  const probe = await probeUser(server.base);
  const recorder = createRecorder();
  const traffic = runTraffic({
    base: server.base,
    catalogue,
    recorder,
    connections: CONNECTIONS,
    durationMs: OUTAGE_TRAFFIC_S * 1000,
  });

  await sleep(4_000);
  // The same probe under the same traffic with PostgreSQL up: what "answered at once" costs here.
  const baseline = [];
  for (let i = 0; i < 5; i++) {
    const sent = performance.now();
    await fetch(`${server.base}/api/favorites`, { headers: { authorization: `Bearer ${probe}` } });
    baseline.push(performance.now() - sent);
  }
  const restartAt = performance.now();
  let restarted = false;
  const restart = exec("pg_ctlcluster", [
    "--skip-systemctl-redirect",
    cluster(),
    "main",
    "restart",
  ]);
  void restart.finally(() => (restarted = true));
  // The cluster is down once pg_isready says so; it is back when pg_isready answers again.
  while (!restarted && (await pgIsReady())) await sleep(10);
  let readyAt = null;
  while (readyAt === null) {
    if (await pgIsReady()) readyAt = performance.now();
    else await sleep(10);
  }
  step("PostgreSQL accepts connections again");
  // Recovery: the first answer from the database (an authenticated read, never cached) after
  // PostgreSQL is back.
  let recoveredAt = null;
  const probes = [];
  while (recoveredAt === null && performance.now() - readyAt < 30_000) {
    const sent = performance.now();
    const response = await fetch(`${server.base}/api/favorites`, {
      headers: { authorization: `Bearer ${probe}` },
      signal: AbortSignal.timeout(15_000),
    }).catch(() => null);
    probes.push(
      `+${Math.round(sent - readyAt)}ms ${response?.status ?? "no answer"} in ${Math.round(performance.now() - sent)}ms`,
    );
    if (response?.ok) recoveredAt = performance.now();
    else await sleep(20);
  }
  if (process.env.BENCH_VERBOSE) console.log("   probes after pg_isready:", probes);
  await restart;
  await traffic;
  step("traffic over");

  const outageEnd = (recoveredAt ?? performance.now()) + 1_000;
  const during = recorder.log.filter((r) => r.end >= restartAt && r.start <= outageEnd);
  const unexpected = recorder.log.filter(
    (r) => !(r.status >= 200 && r.status < 300) && !(r.status === 503 && during.includes(r)),
  );
  // Hanging is judged on the requests made while PostgreSQL was down: each must get its answer
  // (a 503) quickly. Later ones may queue behind the burst of sign-ups that follows recovery.
  const whileDown = recorder.log.filter((r) => r.start >= restartAt && r.start <= readyAt);
  const maxDuring = Math.max(0, ...whileDown.map((r) => r.end - r.start));
  const slowest = whileDown.sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, 3);
  const recoveryMs = recoveredAt === null ? Infinity : recoveredAt - readyAt;
  goal("B", "requests", `${recorder.requests}  [${statusSummary(recorder)}]`, true);
  goal(
    "B",
    "PostgreSQL down (stop → pg_isready OK)",
    `${Math.round(readyAt - restartAt)} ms`,
    true,
  );
  goal(
    "B",
    "answers during the outage (503 / all)",
    `${during.filter((r) => r.status === 503).length} / ${during.length}`,
    true,
  );
  goal(
    "B",
    "errors other than 503 in the outage",
    String(unexpected.length),
    unexpected.length === 0,
  );
  if (unexpected.length) console.log("   unexpected:", unexpected.slice(0, 5), recorder.samples);
  goal(
    "B",
    "max latency of requests made while it was down",
    `${Math.round(maxDuring)} ms`,
    maxDuring < HANG_GOAL_MS,
  );
  console.log(
    "   slowest while down:",
    slowest.map((r) => `${r.method} ${r.path} ${r.status} ${Math.round(r.end - r.start)} ms`),
  );
  goal(
    "B",
    "probe latency before the restart (median of 5)",
    `${Math.round(baseline.sort((a, b) => a - b)[2])} ms`,
    true,
  );
  goal(
    "B",
    "recovery (pg_isready OK → first 2xx)",
    `${Math.round(recoveryMs)} ms`,
    recoveryMs <= RECOVERY_GOAL_MS,
  );
  const missing = await withClient(adminUrl, (c) => findMissingWrites(c, recorder.writes));
  reportWrites("B", recorder, missing);

  // The LISTEN connections are back (one per instance) and a write on one instance reaches the
  // other's cache.
  let listenersAfter = 0;
  for (let i = 0; i < 50 && listenersAfter < listenersBefore; i++) {
    await sleep(100);
    listenersAfter = await listeners(adminUrl, dbName);
  }
  await sleep(500);
  listenersAfter = await listeners(adminUrl, dbName);
  step("listeners counted");
  goal(
    "B",
    "cache bus LISTEN sessions (before → after)",
    `${listenersBefore} → ${listenersAfter}`,
    listenersAfter === listenersBefore,
  );
  const artistId = catalogue.artistIds[0];
  await boardHasPost(second.base, artistId, -1); // warms the second instance's cache
  const post = await fetch(`${server.base}/api/articles`, {
    method: "POST",
    headers: { authorization: `Bearer ${probe}`, "content-type": "application/json" },
    body: JSON.stringify({ artistId, title: "재시작 뒤 글", content: "보이나요?" }),
  }).then((r) => r.json());
  let seenAfter = null;
  const wroteAt = performance.now();
  while (seenAfter === null && performance.now() - wroteAt < 2_000) {
    if (await boardHasPost(second.base, artistId, post.id)) seenAfter = performance.now() - wroteAt;
    else await sleep(20);
  }
  goal(
    "B",
    "post on instance 1 seen on instance 2",
    seenAfter === null ? "stale for 2 s" : `${Math.round(seenAfter)} ms`,
    seenAfter !== null && seenAfter < 1_000,
  );
}

async function probeUser(base) {
  const email = `probe-${Date.now().toString(36)}@bench.example`;
  const password = "probe-password-1";
  const headers = { "content-type": "application/json", "x-forwarded-for": "10.254.0.1" };
  await fetch(`${base}/api/auth/signup`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      email,
      nickname: `probe${Date.now() % 1e6}`,
      password,
      confirmPassword: password,
    }),
  });
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password }),
  }).then((r) => r.json());
  return login.accessToken;
}

async function phaseC() {
  console.log("C. PGlite server killed mid-writes, started again on the same folder…");
  const dataDir = mkdtempSync(join(tmpdir(), "naehan-resilience-"));
  try {
    const first = await startServer({ dataDir, env: SERVER_ENV });
    const catalogue = await loadCatalogue(first.base);
    const recorder = createRecorder();
    const stop = { signal: false };
    const traffic = runTraffic({
      base: first.base,
      catalogue,
      recorder,
      connections: 20,
      durationMs: 60_000,
      stop,
    });
    await sleep(8_000);
    first.child.kill("SIGKILL");
    await new Promise((resolve) => first.child.once("exit", resolve));
    stop.signal = true;
    await traffic;
    const staleLock = existsSync(join(dataDir, "naehan.pid"));
    const reopenStart = performance.now();
    let second = null;
    try {
      second = await startServer({ dataDir, env: SERVER_ENV });
    } catch (error) {
      console.log("   restart failed:", error.message);
    }
    const reopenMs = performance.now() - reopenStart;
    goal(
      "C",
      "requests before the kill",
      `${recorder.requests}  [${statusSummary(recorder)}]`,
      true,
    );
    goal("C", "stale lock left by the killed process", staleLock ? "yes" : "no", true);
    goal(
      "C",
      "restart on the same DATA_DIR",
      second ? `ok in ${Math.round(reopenMs)} ms` : "failed",
      second !== null,
    );
    if (second) {
      const missing = await findMissingThroughApi(second.base, recorder.writes);
      reportWrites("C", recorder, missing);
      await second.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

let stopping = false;

async function main() {
  await buildIfStale();
  let failed = false;
  const database = await createPgDatabase("naehan_resilience");
  let server = null;
  let second = null;
  try {
    server = await startServer({ databaseUrl: database.url, env: SERVER_ENV });
    second = await startServer({
      databaseUrl: database.url,
      env: { ...SERVER_ENV, NO_DEMO_DATA: "1" },
    });
    for (const [name, s] of [
      ["instance 1", server],
      ["instance 2", second],
    ]) {
      s.child.once("exit", (code, signal) => {
        if (!stopping) {
          console.log(`   ${name} exited on its own: code ${code}, signal ${signal}`);
          goal("B", `${name} stays up`, `exited (${code ?? signal})`, false);
        }
      });
    }
    const catalogue = await loadCatalogue(server.base);
    if (PHASES.includes("A")) await phaseA(server, database.url, catalogue);
    if (PHASES.includes("B")) await phaseB(server, second, database, catalogue);
  } catch (error) {
    console.error(error);
    failed = true;
  } finally {
    stopping = true;
    await second?.stop();
    await server?.stop();
    await database.drop().catch(() => undefined);
  }
  if (PHASES.includes("C")) {
    await phaseC().catch((error) => {
      console.error(error);
      failed = true;
    });
  }

  console.log(`\n${"phase".padEnd(6)}${"figure".padEnd(52)}${"value".padEnd(64)}goal`);
  for (const row of rows) {
    console.log(
      `${row.phase.padEnd(6)}${row.figure.padEnd(52)}${row.value.padEnd(64)}${row.passed ? "ok" : "MISSED"}`,
    );
  }
  failed ||= rows.some((row) => !row.passed);
  console.log(failed ? "\nSome goals were missed." : "\nEvery goal met.");
  process.exit(failed ? 1 : 0);
}

await main();
