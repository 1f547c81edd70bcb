// The app under test: the built server (apps/server/dist/main.js) as a real process. The journeys'
// global setup starts one once over an empty DATA_DIR, which migrates and loads the demo data; each
// spec file then gets its own server over a copy of that folder, so no file sees another's writes
// or spends another's rate limits.
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const ADMIN = { email: "admin@naehan.test", password: "e2e-admin-password-1" };
/**
 * The stand-in serves the same 30 setlists (apps/server/src/test/setlistfm-fixtures.ts) under each
 * of these MBIDs, so two journeys can each sync an artist of their own.
 */
export const SETLISTFM_MBIDS = [
  "0e2d3a55-2d8a-4e59-8c51-2b8d2a3c6f10",
  "5b1c7a2e-8f3d-4c61-9e2a-7d4f0b6c1a93",
] as const;
export const SETLISTFM_API_KEY = "e2e-setlistfm-key";

const serverMain = fileURLToPath(new URL("../../apps/server/dist/main.js", import.meta.url));

export interface AppServer {
  baseURL: string;
  dataDir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/** Starts the server over `dataDir` and resolves once /api/health answers. */
export async function startAppServer(dataDir: string, timeoutMs = 120_000): Promise<AppServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.REDIS_URL;
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SETLISTFM_API_KEY,
      SETLISTFM_BASE_URL: `http://127.0.0.1:${process.env.E2E_SETLISTFM_PORT}/rest/1.0`,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited(child);
    clearTimeout(timer);
  };

  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseURL, dataDir, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the server did not answer /api/health within ${timeoutMs} ms:\n${output}`);
}

/** A server of its own over a fresh copy of the template DATA_DIR the global setup prepared. */
export async function startServerFromTemplate(): Promise<AppServer> {
  const template = process.env.E2E_TEMPLATE_DATA_DIR;
  if (!template)
    throw new Error("E2E_TEMPLATE_DATA_DIR is not set: run through playwright.config.ts");
  const dataDir = mkdtempSync(join(tmpdir(), "naehan-e2e-"));
  cpSync(template, dataDir, { recursive: true });
  const server = await startAppServer(dataDir);
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
