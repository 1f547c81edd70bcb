import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_LIMITS } from "../../modules/auth/auth.routes";
import { type ServerProcess, startServerProcess, stopServerProcesses } from "../server-process";

/**
 * Races the review found, fired as real parallel requests at a real server process (PGlite,
 * behind a trusted proxy so each test picks its own client addresses).
 */
let server: ServerProcess;
let dataDir = "";
let addressCounter = 0;
const address = () => `198.51.100.${++addressCounter}`;
const password = "Passw0rd!race";

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "naehan-race-"));
  server = await startServerProcess({
    DATA_DIR: dataDir,
    NO_DEMO_DATA: "1",
    TRUST_PROXY: "1",
    ADMIN_EMAIL: "admin@race.example",
    ADMIN_PASSWORD: "admin-race-password-1",
  });
});

afterAll(async () => {
  await stopServerProcesses();
  rmSync(dataDir, { recursive: true, force: true });
});

function post(path: string, body: unknown, from: string, token?: string) {
  return fetch(server.base + path, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": from,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

let accounts = 0;
async function signUp(): Promise<string> {
  const n = ++accounts;
  const email = `race${n}@race.example`;
  const response = await post(
    "/api/auth/signup",
    { email, nickname: `racer${n}`, password, confirmPassword: password },
    address(),
  );
  expect(response.status, await response.clone().text()).toBe(201);
  return email;
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe("login bursts (finding 1)", () => {
  it("evaluates at most the account limit of parallel guesses, even when the last is right", async () => {
    const email = await signUp();
    const from = address();
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 39 ? password : `wrong-${i}`));
    const statuses = await Promise.all(
      guesses.map((guess) =>
        post("/api/auth/login", { email, password: guess }, from).then((r) => r.status),
      ),
    );
    expect(count(statuses, 401) + count(statuses, 200)).toBeLessThanOrEqual(LOGIN_LIMITS.pair.max);
    expect(count(statuses, 429)).toBeGreaterThanOrEqual(40 - LOGIN_LIMITS.pair.max);
  });

  it("evaluates at most the address limit of parallel guesses across accounts", async () => {
    const from = address();
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        post("/api/auth/login", { email: `nobody${i}@race.example`, password: "x" }, from).then(
          (r) => r.status,
        ),
      ),
    );
    expect(count(statuses, 401)).toBeLessThanOrEqual(LOGIN_LIMITS.address.max);
    expect(count(statuses, 429)).toBeGreaterThanOrEqual(60 - LOGIN_LIMITS.address.max);
  });
});

describe("two tabs refreshing at once (finding 11)", () => {
  it("gives both a working pair in the same session, every time", async () => {
    const email = await signUp();
    for (let trial = 0; trial < 5; trial++) {
      const login = await post("/api/auth/login", { email, password }, address());
      expect(login.status).toBe(200);
      const { refreshToken } = (await login.json()) as { refreshToken: string };
      const answers = await Promise.all(
        [1, 2].map(() => post("/auth/refresh", { refreshToken }, address())),
      );
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      const pairs = (await Promise.all(answers.map((r) => r.json()))) as {
        accessToken: string;
        refreshToken: string;
      }[];
      for (const pair of pairs) {
        const me = await fetch(`${server.base}/api/auth/me`, {
          headers: { authorization: `Bearer ${pair.accessToken}` },
        });
        expect(me.status).toBe(200);
        const next = await post("/auth/refresh", { refreshToken: pair.refreshToken }, address());
        expect(next.status).toBe(200);
      }
    }
  });
});

describe("the first calendar URL (finding 13)", () => {
  it("is the same for every parallel first request", async () => {
    const email = await signUp();
    const login = await post("/api/auth/login", { email, password }, address());
    const { accessToken } = (await login.json()) as { accessToken: string };
    const urls = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const response = await fetch(`${server.base}/api/favorites/calendar`, {
          headers: { authorization: `Bearer ${accessToken}` },
        });
        expect(response.status).toBe(200);
        return ((await response.json()) as { url: string }).url;
      }),
    );
    expect(new Set(urls).size).toBe(1);
    const feed = await fetch(
      new URL(new URL(urls[0]!).pathname + new URL(urls[0]!).search, server.base),
    );
    expect(feed.status).toBe(200);
  });
});
