import { existsSync, rmSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { copyOfEmptyDataDir } from "./test/data-dir";
import { exited, startServerProcess, stopServerProcesses } from "./test/server-process";

/**
 * A rolling deploy sends SIGTERM: the server stops taking connections, lets the requests it is
 * serving finish, closes the database and leaves with 0. On PGlite in a fresh DATA_DIR, so the
 * folder's lock must be released for the next server.
 */
const dataDir = copyOfEmptyDataDir();
const env = { DATA_DIR: dataDir, NO_DEMO_DATA: "1", ADMIN_PASSWORD: "shutdown-admin-pw" };

afterAll(async () => {
  await stopServerProcesses();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A sign-up whose body is held back: `received` resolves when the server has read its headers (it
 * answered `100 Continue`), `finish` sends the body, `answered` resolves with the final status.
 */
function slowSignup(base: string, email: string, password: string) {
  const body = JSON.stringify({ email, nickname: "slowpoke", password, confirmPassword: password });
  const url = new URL("/api/auth/signup", base);
  let finish: () => void = () => {};
  let onContinue: () => void = () => {};
  const received = new Promise<void>((resolve) => (onContinue = resolve));
  const answered = new Promise<number>((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          expect: "100-continue",
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.on("continue", onContinue);
    req.flushHeaders();
    finish = () => req.end(body);
  });
  return { received, answered, finish };
}

describe("SIGTERM", () => {
  it("finishes the request in flight, refuses new connections, exits 0 and frees DATA_DIR", async () => {
    const server = await startServerProcess(env);
    const password = "graceful-pw-1";
    const inFlight = slowSignup(server.base, "slow@shutdown.example", password);
    // The server is reading the request (it asked for the body) before the signal.
    await inFlight.received;
    server.child.kill("SIGTERM");

    const refused = () =>
      fetch(`${server.base}/api/health`).then(
        () => null,
        (error: Error & { cause?: { code?: string } }) => error.cause?.code,
      );
    await expect.poll(refused, { interval: 50, timeout: 15_000 }).toBe("ECONNREFUSED");
    expect(server.child.exitCode).toBeNull();

    inFlight.finish();
    expect(await inFlight.answered).toBe(201);
    expect(await exited(server.child)).toBe(0);
    expect(existsSync(join(dataDir, "naehan.pid"))).toBe(false);

    // The next server opens the same folder, with the user the last request created.
    const next = await startServerProcess(env);
    const login = await fetch(`${next.base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "slow@shutdown.example", password }),
    });
    expect(login.status).toBe(200);
    // Two server starts and two password hashes: on a busy machine that alone takes half a minute.
  }, 90_000);
});
