// Starting and stopping the real server for benchmarks: `npm start`'s build, a fresh database.
import { execFileSync, spawn } from "node:child_process";
import { loadavg } from "node:os";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { root } from "../lib.mjs";

export const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/test";

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/**
 * One GET on a connection of its own, closed when the answer is read: the bench's own look-ups must
 * not hold sockets the load generator needs (the server caps open sockets per address).
 */
export async function getOnce(url, attempts = 5) {
  try {
    return await getOnceTry(url);
  } catch (error) {
    // Right after a load, the server may still count the load's sockets against the cap.
    if (attempts <= 1 || error.code !== "ECONNRESET") throw error;
    await new Promise((resolve) => setTimeout(resolve, 300));
    return getOnce(url, attempts - 1);
  }
}

function getOnceTry(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers: { connection: "close" } }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        resolve({ status: res.statusCode, ok: res.statusCode < 300, json: () => JSON.parse(text) });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

async function waitForHealth(base, child, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await getOnce(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server did not become healthy");
}

/** The machine's 1-minute load average, to print next to figures measured on a shared machine. */
export const loadAverage = () => loadavg()[0].toFixed(2);

/** autocannon against one URL; resolves with its result. */
export function load(url, { duration = 10, connections = 50, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections, headers }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/**
 * The ceiling every figure is divided by: a bare node:http server answering a small JSON, loaded
 * by autocannon like the reads of bench:api, in the same run (the machine is shared and noisy).
 */
export async function measureCeiling(options = {}) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      "-e",
      `require("node:http").createServer((q, s) => { s.writeHead(200, { "content-type": "application/json" }); s.end('{"status":"ok"}'); }).listen(${port}, "127.0.0.1")`,
    ],
    { cwd: root, stdio: "ignore" },
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  try {
    return await load(`http://127.0.0.1:${port}/`, {
      ...options,
      headers: { "accept-encoding": "gzip, br" },
    });
  } finally {
    child.kill();
  }
}

/** A throwaway PostgreSQL database on the local server; returns its URL and a drop function. */
export async function createPgDatabase(prefix = "naehan_bench") {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Runs the built server (apps/server/dist/main.js) on a free port with the demo data, on PGlite in
 * a fresh folder, or on PostgreSQL when `databaseUrl` is given; at the production log level (info).
 * With BENCH_CPU_PROF=<folder> each server writes a V8 CPU profile there when it stops.
 */
export async function startServer({ databaseUrl, env = {}, dataDir, stdout = "ignore" } = {}) {
  const port = await freePort();
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), "naehan-bench-"));
  const profile = process.env.BENCH_CPU_PROF
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, "apps/server/dist/main.js"], {
    cwd: root,
    // The log (JSON lines on stdout) is dropped unless `stdout` names a file descriptor.
    stdio: ["ignore", stdout, "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      LOG_LEVEL: "info",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child);
  return {
    base,
    port,
    child,
    dataDir: dir,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Clock ticks per second of /proc's CPU times (100 on Linux unless the kernel says otherwise). */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU time in ms (user + system, every thread) a process has used so far, from /proc/<pid>/stat;
 * null where there is no /proc (then the bench prints no CPU figures) or the process is gone.
 */
export function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * CPU ms so far of a process's main thread (JavaScript, and the I/O it does itself) and of all its
 * other threads together (libuv's pool: password hashing, compression, file access; V8's helpers:
 * garbage collection and compilation), from /proc/<pid>/task; {} without /proc.
 */
export function threadCpuMs(pid) {
  const split = {};
  let tasks = [];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return split;
  }
  for (const tid of tasks) {
    const ms = processCpuMs(`${pid}/task/${tid}`);
    if (ms === null) continue; // the thread ended meanwhile
    const name = tid === String(pid) ? "main thread" : "other threads";
    split[name] = (split[name] ?? 0) + ms;
  }
  return split;
}

/** The process ids of the PostgreSQL backends connected to the database of `databaseUrl`. */
async function backendPids(databaseUrl) {
  const name = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
      [name],
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

/**
 * Starts counting the CPU the given server processes (every thread) and, with `databaseUrl`, the
 * PostgreSQL backends serving that database spend from now on. `stop()` resolves with
 * `{ serverMs, postgresMs, threadsMs }` (threadsMs: per thread name; postgresMs null without a database; either null without /proc).
 * A backend that ends during the window takes its CPU with it: the pool keeps its connections
 * open, so that is rare, and it can only make the PostgreSQL figure smaller.
 */
export async function startCpuMeter({ pids, databaseUrl }) {
  const sum = (values) =>
    values.some((v) => v === null) ? null : values.reduce((total, v) => total + v, 0);
  const serverStart = sum(pids.map(processCpuMs));
  const threadsStart = pids.map(threadCpuMs);
  const backendsStart = new Map();
  if (databaseUrl)
    for (const pid of await backendPids(databaseUrl)) backendsStart.set(pid, processCpuMs(pid));
  return {
    async stop() {
      const serverEnd = sum(pids.map(processCpuMs));
      let postgresMs = null;
      if (databaseUrl) {
        postgresMs = 0;
        for (const pid of await backendPids(databaseUrl)) {
          const now = processCpuMs(pid);
          if (now === null) continue;
          postgresMs += now - (backendsStart.get(pid) ?? 0);
        }
      }
      // Per thread name, summed over the processes (a thread that ended meanwhile is left out).
      const threadsMs = {};
      pids.forEach((pid, i) => {
        for (const [name, ms] of Object.entries(threadCpuMs(pid)))
          threadsMs[name] = (threadsMs[name] ?? 0) + ms - (threadsStart[i][name] ?? 0);
      });
      return {
        serverMs: serverStart === null || serverEnd === null ? null : serverEnd - serverStart,
        postgresMs,
        threadsMs,
      };
    },
  };
}

/** "0.42 ms" per request of CPU, or "—" where it could not be read. */
export const perRequest = (ms, requests) =>
  ms === null || ms === undefined || !requests ? "—" : `${(ms / requests).toFixed(2)} ms`;
