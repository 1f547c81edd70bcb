// Starting and stopping the real server for benchmarks: `npm start`'s build, a fresh database.
import { spawn } from "node:child_process";
import { loadavg } from "node:os";
import { mkdtempSync, rmSync } from "node:fs";
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
