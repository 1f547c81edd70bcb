/**
 * npm run bench:passwords — what the password-hashing queue does to a burst of sign-ups: the app on
 * a throwaway PostgreSQL database (BENCH_DATABASE_URL's server, else the local one), with the queue (as every server runs) and without it (each hash straight
 * to argon2), answers BURST parallel sign-ups while autocannon, in a process of its own, keeps
 * reading a page-sized answer. Prints the sign-ups' outcome and latency, the reads' latency during
 * the burst next to before it, and the process's peak memory.
 *   BURST=200 (parallel sign-ups)
 */
import { type ChildProcess, spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { createApp } from "../../src/app";
import { openDatabase } from "../../src/db/client";
import { HTTP_LIMITS, startHttpServer } from "../../src/lib/http/http-server";
import { inProcessDeps } from "../../src/deps";
import { type PasswordHasher, argon2Hasher, passwordQueue } from "../../src/lib/auth/password";

const BURST = Number(process.env.BURST ?? 200);
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

async function signUp(base: string, n: number, tag: string) {
  const started = performance.now();
  const password = `pw-${tag}-${n}-secret`;
  const response = await fetch(`${base}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.9.${n >> 8}.${n & 255}` },
    body: JSON.stringify({
      email: `burst-${tag}-${n}@bench.example`,
      nickname: `b${tag}x${n}`,
      password,
      confirmPassword: password,
    }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
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

async function measure(name: string, passwords: PasswordHasher) {
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
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const probe = `${base}/api/health`;

  const quiet = await readLoad(probe, 3).done;
  const during = readLoad(probe, READ_SECONDS);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 20);
  const burstStarted = performance.now();
  const tag = Date.now().toString(36).slice(-4);
  const results = await Promise.all(Array.from({ length: BURST }, (_, n) => signUp(base, n, tag)));
  const burstMs = performance.now() - burstStarted;
  clearInterval(sampler);
  const reads = await during.done;
  server.close();
  await database.close();
  await scratch.drop();

  const by = (status: number) => results.filter((r) => r.status === status);
  const latency = (list: { ms: number }[]) => {
    const sorted = list.map((r) => r.ms).sort((a, b) => a - b);
    const at = (q: number) => Math.round(sorted[Math.floor(q * (sorted.length - 1))] ?? 0);
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

console.log(`${BURST} parallel sign-ups while reads go on (autocannon, 20 connections)\n`);
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
await measure("queue (as served)", passwordQueue(argon2Hasher));
await measure("no queue", argon2Hasher);
