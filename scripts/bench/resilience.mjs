// npm run bench:resilience [seconds] — does the server stay correct when things go wrong?
//  A. mixed traffic (100 connections) on PostgreSQL: no errors, every acknowledged write stored;
//  B. PostgreSQL restarted under that traffic: quick 503s instead of hangs, recovery within 5 s of
//     PostgreSQL being back, no acknowledged write lost, the cache bus listening again;
//  C. the server on PGlite killed (SIGKILL) in the middle of writes, then started again on the
//     same folder: it opens, and every acknowledged write is there.
// Runs as root on the machine's PostgreSQL cluster (it restarts it). Prints a table of figures and
// exits 1 when a goal is missed. BENCH_DURATION (or the first argument) sets phase A's seconds.
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { buildIfStale } from "../lib.mjs";
import { createRecorder, loadCatalogue, runTraffic } from "./resilience-load.mjs";
import {
  countOk,
  findMissingThroughApi,
  findMissingWrites,
  goal,
  printFigures,
  reportWrites,
  sleep,
  statusSummary,
  withClient,
} from "./resilience-report.mjs";
import { phaseB } from "./resilience-restart.mjs";
import { createPgDatabase, startServer } from "./servers.mjs";

const DURATION_S = Number(process.argv[2] ?? process.env.BENCH_DURATION ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const OUTAGE_TRAFFIC_S = Math.max(20, Math.round(DURATION_S / 2));
const SERVER_ENV = { TRUST_PROXY: "1", LOG_LEVEL: "warn" };
/** The first instance's log, to explain an error answer in phase A. */
const logPath = join(mkdtempSync(join(tmpdir(), "naehan-resilience-log-")), "instance-1.log");
/** Which phases to run, e.g. BENCH_PHASES=B for a quick try of the restart. */
const PHASES = process.env.BENCH_PHASES ?? "ABC";

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
  if (errors > 0) {
    const logged = readFileSync(logPath, "utf8")
      .split("\n")
      .filter((line) => line.includes('"level":'));
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
    if (PHASES.includes("A")) await phaseA(server, database.url, catalogue);
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
