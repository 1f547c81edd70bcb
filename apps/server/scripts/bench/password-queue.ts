/**
 * npm run bench:passwords — what the password-hashing queue does under two kinds of burst, the app
 * on a throwaway PostgreSQL database (BENCH_DATABASE_URL's server, else the local one), behind a
 * trusted proxy so each request names its client address:
 *
 * 1. BURST parallel sign-ups, each from its own address, with the queue (as every server runs)
 *    and without it (each hash straight to argon2), while autocannon, in a process of its own,
 *    keeps reading a page-sized answer. Prints the sign-ups' outcome and latency, the reads'
 *    latency during the burst next to before it, and the process's peak memory.
 * 2. A login flood from a process of its own (login-flood.mjs): FLOOD logins in flight for
 *    FLOOD_SECONDS, each for an unknown email from a /64 of its own (one attacker's routed /48
 *    has 65,536), while FANS fans who signed in before log in again from home, four at a time.
 *    With the queue as served (two turns per sender, a quarter of the places kept for
 *    known accounts) and with one queue for all (as before review 2026-11-27, M3). Prints the
 *    fans' logins answered 200, their latency and the part of it spent waiting for the queue and
 *    hashing, in hashes (one argon2 verification, timed in the same run, so the figure means the
 *    same on a slower machine), and the flood's answers.
 *
 *   BURST=200 FLOOD=200 FLOOD_SECONDS=8 FANS=20
 */
import { type ChildProcess, spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { createApp } from "../../src/app";
import { openDatabase } from "../../src/db/client";
import { HTTP_LIMITS, startHttpServer } from "../../src/lib/http/http-server";
import { inProcessDeps } from "../../src/deps";
import {
  type PasswordQueue,
  argon2Hasher,
  hashPassword,
  passwordQueue,
  passwordQueueSize,
  verifyPassword,
} from "../../src/lib/auth/password";

const BURST = Number(process.env.BURST ?? 200);
const FLOOD = Number(process.env.FLOOD ?? 200);
const FLOOD_SECONDS = Number(process.env.FLOOD_SECONDS ?? 8);
const FANS = Number(process.env.FANS ?? 20);
const FAN_LANES = 4;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/test";
const READ_SECONDS = 8;

interface Reads {
  p50: number;
  p99: number;
  rps: number;
}

/** autocannon in its own process, so the load generator does not share the server's thread. */
function readLoad(url: string, seconds: number): { done: Promise<Reads>; child: ChildProcess } {
  const child = spawn("npx", ["autocannon", "--json", "-c", "20", "-d", String(seconds), url], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  let out = "";
  child.stdout?.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const done = new Promise<Reads>((resolve) =>
    child.once("exit", () => {
      const result = JSON.parse(out) as {
        latency: { p50: number; p99: number };
        requests: { average: number };
      };
      resolve({ p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average });
    }),
  );
  return { done, child };
}

interface Answer {
  status: number;
  ms: number;
}

async function post(base: string, path: string, body: unknown, from: string): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(base + path, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

function signUp(base: string, n: number, tag: string) {
  const password = `pw-${tag}-${n}-secret`;
  return post(
    base,
    "/api/auth/signup",
    {
      email: `burst-${tag}-${n}@bench.example`,
      nickname: `b${tag}x${n}`,
      password,
      confirmPassword: password,
    },
    `10.9.${n >> 8}.${n & 255}`,
  );
}

/** A fresh database on the server; `drop` removes it. */
async function throwaway() {
  const name = `naehan_passwords_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The app on a throwaway database, served over HTTP behind a trusted proxy. */
async function serve(passwords: PasswordQueue) {
  const scratch = await throwaway();
  const database = await openDatabase({ url: scratch.url });
  await database.migrate();
  const app = createApp(inProcessDeps(database.db, { passwords, config: { trustProxy: true } }));
  const server = startHttpServer(
    app.fetch,
    { port: 0, hostname: "127.0.0.1" },
    { ...HTTP_LIMITS, maxSocketsPerAddress: null },
  );
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.close();
      await database.close();
      await scratch.drop();
    },
  };
}

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(q * (sorted.length - 1))] ?? 0;
};

async function measureSignups(name: string, passwords: PasswordQueue) {
  const app = await serve(passwords);
  const probe = `${app.base}/api/health`;

  const quiet = await readLoad(probe, 3).done;
  const during = readLoad(probe, READ_SECONDS);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 20);
  const burstStarted = performance.now();
  const tag = Date.now().toString(36).slice(-4);
  const results = await Promise.all(
    Array.from({ length: BURST }, (_, n) => signUp(app.base, n, tag)),
  );
  const burstMs = performance.now() - burstStarted;
  clearInterval(sampler);
  const reads = await during.done;
  await app.close();

  const by = (status: number) => results.filter((r) => r.status === status);
  const latency = (list: Answer[]) => {
    const ms = list.map((r) => r.ms);
    const at = (q: number) => Math.round(percentile(ms, q));
    return list.length ? `${at(0.5)} / ${at(0.99)} ms` : "-";
  };
  console.log(
    [
      name.padEnd(24),
      `${by(201).length} created (${latency(by(201))})`.padEnd(30),
      `${by(503).length} BUSY (${latency(by(503))})`.padEnd(24),
      `${Math.round(burstMs)} ms`.padStart(9),
      `${quiet.p50}/${quiet.p99} → ${reads.p50}/${reads.p99} ms`.padStart(22),
      `${Math.round(peakRss / 2 ** 20)} MiB`.padStart(9),
    ].join(" "),
  );
}

/** One argon2 verification at the app's cost, the median of 15 in this process while idle. */
async function hashMs(): Promise<number> {
  const secret = "calibration-password";
  const hash = await hashPassword(secret);
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    const started = performance.now();
    await verifyPassword(hash, secret);
    times.push(performance.now() - started);
  }
  return percentile(times, 0.5);
}

/** The flood in its own process (login-flood.mjs); resolves with its statuses, counted. */
function loginFlood(base: string): Promise<Record<string, number>> {
  const script = fileURLToPath(new URL("login-flood.mjs", import.meta.url));
  const child = spawn(process.execPath, [script, base, String(FLOOD), String(FLOOD_SECONDS)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve) =>
    child.once("exit", () => resolve(JSON.parse(out) as Record<string, number>)),
  );
}

/**
 * The queue, timing each verification of a known account from asking for its turn to the answer:
 * the part of a fan's login the queue decides, apart from the database and HTTP around it.
 */
function timedForKnown(queue: PasswordQueue, times: number[]): PasswordQueue {
  return {
    for(sender) {
      const hasher = queue.for(sender);
      if (sender.knownAccount === undefined) return hasher;
      return {
        hash: (password) => hasher.hash(password),
        async verify(passwordHash, password) {
          const started = performance.now();
          try {
            return await hasher.verify(passwordHash, password);
          } finally {
            times.push(performance.now() - started);
          }
        },
      };
    },
  };
}

async function measureFlood(name: string, queue: PasswordQueue, unitMs: number) {
  const inQueue: number[] = [];
  const app = await serve(timedForKnown(queue, inQueue));
  const password = "Passw0rd!bench";
  const fans = Array.from({ length: FANS }, (_, i) => ({
    email: `fan${i}@bench.example`,
    home: `10.20.${i >> 8}.${i & 255}`,
  }));
  // Each fan signs up and in from home before the flood, which makes the account known there.
  await Promise.all(
    fans.map(async (fan, i) => {
      const body = { email: fan.email, nickname: `fan${i}x`, password, confirmPassword: password };
      await post(app.base, "/api/auth/signup", body, fan.home);
      await post(app.base, "/api/auth/login", { email: fan.email, password }, fan.home);
    }),
  );

  let flooding = true;
  const flood = loginFlood(app.base).finally(() => (flooding = false));
  // Let the flood fill the queue before the fans come back.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const fanLogins: Answer[] = [];
  const lane = async (first: number) => {
    for (let turn = first; flooding; turn += FAN_LANES) {
      const fan = fans[turn % fans.length];
      if (!fan) break;
      const body = { email: fan.email, password };
      fanLogins.push(await post(app.base, "/api/auth/login", body, fan.home));
    }
  };
  await Promise.all(Array.from({ length: FAN_LANES }, (_, first) => lane(first)));
  const flooded = await flood;
  await app.close();

  const count = (status: number) => fanLogins.filter((r) => r.status === status).length;
  const served = fanLogins.filter((r) => r.status === 200).map((r) => r.ms);
  const inHashes = (list: number[]) =>
    list.length
      ? `${(percentile(list, 0.5) / unitMs).toFixed(1)} / ${(percentile(list, 0.99) / unitMs).toFixed(1)}`
      : "-";
  const floodTotal = Object.values(flooded).reduce((sum, n) => sum + n, 0);
  console.log(
    [
      name.padEnd(24),
      `${count(200)} / ${fanLogins.length} (${count(503)} × 503)`.padEnd(24),
      inHashes(served).padEnd(24),
      inHashes(inQueue).padEnd(18),
      `${floodTotal} (${flooded["401"] ?? 0} × 401, ${flooded["503"] ?? 0} × 503)`.padStart(32),
    ].join(" "),
  );
}

console.log(`1. ${BURST} parallel sign-ups while reads go on (autocannon, 20 connections)\n`);
console.log(
  [
    "".padEnd(24),
    "sign-ups created (p50 / p99)".padEnd(30),
    "refused 503 (p50 / p99)".padEnd(24),
    "burst".padStart(9),
    "reads p50/p99 before → during".padStart(22),
    "peak RSS".padStart(9),
  ].join(" "),
);
await measureSignups("queue (as served)", passwordQueue(argon2Hasher));
await measureSignups("no queue", { for: () => argon2Hasher });

const unitMs = await hashMs();
console.log(
  `\n2. ${FLOOD} logins in flight for ${FLOOD_SECONDS} s, each from a /64 of its own, while ${FANS} fans` +
    ` log in again from home, four at a time (one hash: ${unitMs.toFixed(0)} ms here)\n`,
);
console.log(
  [
    "".padEnd(24),
    "fans' logins 200".padEnd(24),
    "login p50 / p99 (hashes)".padEnd(24),
    "in queue+hash".padEnd(18),
    "flood logins".padStart(32),
  ].join(" "),
);
await measureFlood("queue (as served)", passwordQueue(argon2Hasher), unitMs);
await measureFlood(
  "one queue for all",
  passwordQueue(argon2Hasher, { ...passwordQueueSize(), perSender: Infinity, kept: 0 }),
  unitMs,
);
