// bench:resilience, phase B: PostgreSQL restarted (pg_ctlcluster, as root) under traffic.
import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { promisify } from "node:util";
import { createRecorder, runTraffic } from "./resilience-load.mjs";
import {
  findMissingWrites,
  goal,
  reportWrites,
  sleep,
  statusSummary,
  step,
  withClient,
} from "./resilience-report.mjs";

const exec = promisify(execFile);
const RECOVERY_GOAL_MS = 5_000;
const HANG_GOAL_MS = 5_000;

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

export async function phaseB({ server, second, database, catalogue, connections, seconds }) {
  console.log(`B. PostgreSQL restarted under ${seconds} s of traffic…`);
  const adminUrl = database.url;
  const dbName = new URL(adminUrl).pathname.slice(1);
  const listenersBefore = await listeners(adminUrl, dbName);
  const probe = await probeUser(server.base);
  const recorder = createRecorder();
  const traffic = runTraffic({
    base: server.base,
    catalogue,
    recorder,
    connections,
    durationMs: seconds * 1000,
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
