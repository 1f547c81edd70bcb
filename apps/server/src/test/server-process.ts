import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { serverRoot } from "../db/paths";

/**
 * A real server process (the built dist/main.js, which the test setups keep current) on a free
 * port: for the server tests and the browser journeys alike (no Vitest in here).
 */
export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** What the process printed so far, for failure messages. */
  output(): string;
}

/** Every process started and not yet gone, so a test can stop them all whatever failed. */
const running = new Set<ChildProcess>();

/** Stops a server process: SIGTERM, then SIGKILL if it has not left within 15 s. */
export async function stopServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited(child);
  clearTimeout(timer);
}

/** For afterAll: stops every server process this test file started (also half-started ones). */
export async function stopServerProcesses(): Promise<void> {
  await Promise.all([...running].map(stopServerProcess));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/**
 * Starts `node dist/main.js` with the given environment (on top of a clean one: no DATABASE_URL or
 * REDIS_URL is inherited) and waits until /api/health answers.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.REDIS_URL;
  const child = spawn(process.execPath, [join("dist", "main.js")], {
    cwd: serverRoot,
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const server: ServerProcess = {
    base: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
  };

  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode} before it was ready:\n${output}`);
    }
    const healthy = await fetch(`${server.base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not answer /api/health within ${timeoutMs} ms:\n${output}`);
}
