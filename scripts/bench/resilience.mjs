// npm run bench:resilience [seconds] — does the server hold a ticket-day rush, and stay correct
// when things go wrong?
//  A. mixed traffic (100 connections) on PostgreSQL, most fans signed in before it, one in 50
//     signing up and logging in during it: throughput as a ratio to a bare node:http server
//     measured in the same run, latency, no errors, every acknowledged write stored;
//  B. PostgreSQL restarted under that traffic: quick 503s instead of hangs, recovery within 5 s of
//     PostgreSQL being back, no acknowledged write lost, the cache bus listening again;
//  C. the server on PGlite killed (SIGKILL) in the middle of writes, then started again on the
//     same folder: it opens, and every acknowledged write is there.
// Runs as root on the machine's PostgreSQL cluster (it restarts it). Prints a table of figures and
// exits 1 when a goal is missed. BENCH_DURATION (or the first argument) sets phase A's seconds,
// measured after BENCH_WARM_UP seconds (5) of the same traffic.
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { buildIfStale } from "../lib.mjs";
import {
  NEW_FAN_EVERY,
  createRecorder,
  loadCatalogue,
  prepareFans,
  runTraffic,
} from "./resilience-load.mjs";
import {
  countOk,
  findMissingThroughApi,
  findMissingWrites,
  goal,
  latencyByKind,
  printFigures,
  reportWrites,
  sleep,
  statusSummary,
  withClient,
} from "./resilience-report.mjs";
import { phaseB } from "./resilience-restart.mjs";
import {
  createPgDatabase,
  loadAverage,
  measureCeiling,
  perRequest,
  startCpuMeter,
  startServer,
} from "./servers.mjs";

const DURATION_S = Number(process.argv[2] ?? process.env.BENCH_DURATION ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const OUTAGE_TRAFFIC_S = Math.max(20, Math.round(DURATION_S / 2));
// Behind a proxy, as in production (each fan sends its own X-Forwarded-For); at the production
// log level.
const SERVER_ENV = { TRUST_PROXY: "1" };
/** Phase A's goals: a share of the ceiling, the 99th percentile of latency, CPU per request. */
const RATIO_GOAL = 0.07;
const P99_GOAL_MS = 250;
const SERVER_CPU_GOAL_MS = 0.5;
const TOTAL_CPU_GOAL_MS = 0.8;
/** Fans signed in before phase A: enough for about 5 s each per seat (the rest come back). */
const PREPARED_FANS = Math.min(600, CONNECTIONS * Math.ceil(DURATION_S / 5));
/** The first instance's log, to explain an error answer in phase A. */
const logPath = join(mkdtempSync(join(tmpdir(), "naehan-resilience-log-")), "instance-1.log");
/**
 * Seconds of the same traffic before phase A's measured window (BENCH_WARM_UP): the server compiles
 * its hot code in the first seconds of traffic, which a server that runs for days does once.
 */
const WARM_UP_S = Number(process.env.BENCH_WARM_UP ?? 5);
/** Which phases to run, e.g. BENCH_PHASES=B for a quick try of the restart. */
const PHASES = process.env.BENCH_PHASES ?? "ABC";

const percentile = (sorted, q) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);

async function phaseA(server, second, databaseUrl, catalogue) {
  const ceiling = (await measureCeiling()).requests.average;
  console.log(
    `A. bare node:http ceiling ${Math.round(ceiling)} req/s (load average ${loadAverage()})`,
  );
  console.log(`   ${PREPARED_FANS} fans sign up and log in before the traffic…`);
  const fans = await prepareFans(server.base, PREPARED_FANS);
  const warm = createRecorder();
  if (WARM_UP_S > 0) {
    console.log(`   ${WARM_UP_S} s of the same traffic first, not measured…`);
    await runTraffic({
      base: server.base,
      catalogue,
      recorder: warm,
      connections: CONNECTIONS,
      durationMs: WARM_UP_S * 1000,
      fans,
    });
  }
  console.log(`   ${DURATION_S} s of mixed traffic, ${CONNECTIONS} connections…`);
  const recorder = createRecorder();
  // Both instances: the second one hears every write's notice on the cache bus.
  const meter = await startCpuMeter({ pids: [server.child.pid, second.child.pid], databaseUrl });
  await runTraffic({
    base: server.base,
    catalogue,
    recorder,
    connections: CONNECTIONS,
    durationMs: DURATION_S * 1000,
    fans,
  });
  const cpu = await meter.stop();
  const errors = recorder.requests - countOk(recorder);
  const warmErrors = warm.requests - countOk(warm);
  // The warm-up's writes are looked for too.
  for (const [kind, list] of Object.entries(warm.writes)) recorder.writes[kind].push(...list);
  const missing = await withClient(databaseUrl, (c) => findMissingWrites(c, recorder.writes));
  const latencies = recorder.log.map((r) => r.end - r.start).sort((a, b) => a - b);
  const rate = recorder.requests / DURATION_S;
  const ratio = rate / ceiling;
  const p99 = percentile(latencies, 0.99);
  goal(
    "A",
    `requests per second (ratio to ${Math.round(ceiling)})`,
    `${Math.round(rate)} (${ratio.toFixed(3)}; ${recorder.requests} in ${DURATION_S} s)`,
    ratio >= RATIO_GOAL,
  );
  goal(
    "A",
    `latency p50 / p99 / max (p99 < ${P99_GOAL_MS} ms)`,
    `${percentile(latencies, 0.5)} / ${p99} / ${percentile(latencies, 1)} ms`,
    p99 < P99_GOAL_MS,
  );
  const serverCpu = cpu.serverMs === null ? null : cpu.serverMs / recorder.requests;
  const totalCpu =
    serverCpu === null || cpu.postgresMs === null
      ? null
      : (cpu.serverMs + cpu.postgresMs) / recorder.requests;
  goal(
    "A",
    `server CPU per request, all threads (≤ ${SERVER_CPU_GOAL_MS} ms)`,
    perRequest(cpu.serverMs, recorder.requests),
    serverCpu === null || serverCpu <= SERVER_CPU_GOAL_MS,
  );
  goal(
    "A",
    `with PostgreSQL's backends (≤ ${TOTAL_CPU_GOAL_MS} ms)`,
    totalCpu === null
      ? "—"
      : `${totalCpu.toFixed(2)} ms (PostgreSQL ${perRequest(cpu.postgresMs, recorder.requests)})`,
    totalCpu === null || totalCpu <= TOTAL_CPU_GOAL_MS,
  );
  const threads = Object.entries(cpu.threadsMs)
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => `${name} ${(ms / recorder.requests).toFixed(2)}`)
    .join(", ");
  goal("A", "  of which per thread (ms per request)", threads || "—", true);
  goal(
    "A",
    "errors (non-2xx or no answer)",
    `${errors}  [${statusSummary(recorder)}]${WARM_UP_S > 0 ? `; warm-up ${warmErrors} of ${warm.requests}` : ""}`,
    errors + warmErrors === 0,
  );
  reportWrites("A", recorder, missing);
  const accounts = recorder.log
    .filter((r) => r.path === "/api/auth/signup" || r.path === "/api/auth/login")
    .map((r) => r.end - r.start)
    .sort((a, b) => a - b);
  goal(
    "A",
    `sign-ups and logins (1 fan in ${NEW_FAN_EVERY}), p50 / p99`,
    `${accounts.length} (${(accounts.length / DURATION_S).toFixed(1)}/s), ${percentile(accounts, 0.5)} / ${percentile(accounts, 0.99)} ms`,
    true,
  );
  goal("A", "load average after the phase", loadAverage(), true);
  if (process.env.BENCH_VERBOSE) {
    console.log(
      `   ${"request".padEnd(44)} ${"count".padStart(6)} ${"p50".padStart(5)} ${"p99".padStart(6)}`,
    );
    for (const line of latencyByKind(recorder)) console.log(`   ${line}`);
  }
  if (recorder.samples.length) console.log("   samples:", recorder.samples);
  if (errors > 0) {
    const logged = readFileSync(logPath, "utf8")
      .split("\n")
      .filter((line) => /"level":[456]0/.test(line));
    console.log(`   the server's warnings and errors (${logPath}):`, logged.slice(0, 6));
  }
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
    server = await startServer({
      databaseUrl: database.url,
      env: SERVER_ENV,
      stdout: openSync(logPath, "w"),
    });
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
    if (PHASES.includes("A")) await phaseA(server, second, database.url, catalogue);
    if (PHASES.includes("B"))
      await phaseB({
        server,
        second,
        database,
        catalogue,
        connections: CONNECTIONS,
        seconds: OUTAGE_TRAFFIC_S,
      });
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

  failed = !printFigures() || failed;
  if (failed) console.log(`\nThe first instance's log: ${logPath}`);
  else rmSync(dirname(logPath), { recursive: true, force: true });
  console.log(failed ? "\nSome goals were missed." : "\nEvery goal met.");
  process.exit(failed ? 1 : 0);
}

await main();
