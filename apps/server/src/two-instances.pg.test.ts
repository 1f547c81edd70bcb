import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_LIMITS } from "./modules/auth/auth.routes";
import { type ServerProcess, startServerProcess, stopServerProcesses } from "./test/server-process";
import { withDatabase } from "./test/templates";

/**
 * Two real server processes on one PostgreSQL database, as behind a load balancer: sessions, rate
 * limits and the response cache must behave as if there were one. In the `server-pg` project, which
 * CI's PostgreSQL half runs (TEST_DATABASE_URL); the Redis variant where TEST_REDIS_URL is set too.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl)
  throw new Error("two-instances.pg.test.ts needs TEST_DATABASE_URL (a PostgreSQL server)");
const redisUrl = process.env.TEST_REDIS_URL;
const variants: [string, Record<string, string>][] = [["PostgreSQL", {}]];
if (redisUrl) variants.push(["Redis", { REDIS_URL: redisUrl }]);

const tag = randomBytes(4).toString("hex");
const dbName = `naehan_two_${tag}`;
let dataDir = "";
let artistId = 0;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  dataDir = mkdtempSync(join(tmpdir(), "naehan-two-"));
});

afterAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
});

let addressCounter = 0;
/** Each call comes from its own client address (the servers trust X-Forwarded-For). */
const address = () => `10.77.${tag.charCodeAt(0)}.${++addressCounter}`;

async function post(base: string, path: string, body: unknown, headers: Record<string, string>) {
  return fetch(base + path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

describe.each(variants)("two instances on %s", (name, extraEnv) => {
  let a: ServerProcess;
  let b: ServerProcess;
  const from = address();
  const email = (what: string) => `${what}-${name.toLowerCase()}-${tag}@two.example`;
  const password = "two-instances-pw";

  async function signUp(who: string) {
    const response = await post(
      a.base,
      "/api/auth/signup",
      {
        email: email(who),
        nickname: `${who.slice(0, 5)}${name[0]}${tag}`,
        password,
        confirmPassword: password,
      },
      { "x-forwarded-for": address() },
    );
    expect(response.status).toBe(201);
  }

  beforeAll(async () => {
    const env = {
      DATABASE_URL: withDatabase(adminUrl, dbName),
      DATA_DIR: dataDir,
      JWT_SECRET: `two-instances-secret-${tag}-0123456789abcdef`,
      NO_DEMO_DATA: "1",
      TRUST_PROXY: "1",
      ADMIN_EMAIL: "admin@two.example",
      ADMIN_PASSWORD: "two-instances-admin",
      ...extraEnv,
    };
    // Together, as a deploy starts them: they must not race at migrating or creating the admin.
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    if (!artistId) {
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      const { rows } = await client.query<{ id: number }>(
        "insert into artists (name) values ('Two Instances') returning id",
      );
      artistId = rows[0]!.id;
      await client.end();
    }
  }, 180_000);

  // Also the one that started when its twin did not.
  afterAll(stopServerProcesses);

  it("refreshes on B a session started on A, and a second tab's refresh on A shares the session", async () => {
    await signUp("session");
    const login = await post(
      a.base,
      "/api/auth/login",
      { email: email("session"), password },
      {
        "x-forwarded-for": from,
      },
    );
    expect(login.status).toBe(200);
    const { refreshToken } = (await login.json()) as { refreshToken: string };

    const rotated = await post(b.base, "/api/auth/refresh", { refreshToken }, {});
    expect(rotated.status).toBe(200);
    const next = (await rotated.json()) as { accessToken: string; refreshToken: string };
    const me = await fetch(`${a.base}/api/auth/me`, {
      headers: { authorization: `Bearer ${next.accessToken}` },
    });
    expect(me.status).toBe(200);

    // A second tab spends the same token on the other instance within the grace window: it gets
    // a working pair of the same session (reuse after the window revokes it: auth.test.ts).
    const twin = await post(a.base, "/api/auth/refresh", { refreshToken }, {});
    expect(twin.status).toBe(200);
    const { accessToken } = (await twin.json()) as { accessToken: string };
    const twinMe = await fetch(`${b.base}/api/auth/me`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(twinMe.status).toBe(200);
  });

  it("holds a login limit reached on A on B too", async () => {
    await signUp("limited");
    const guesser = address();
    for (let i = 0; i < LOGIN_LIMITS.pair.max; i++) {
      const failed = await post(
        a.base,
        "/api/auth/login",
        { email: email("limited"), password: "wrong-password" },
        { "x-forwarded-for": guesser },
      );
      expect(failed.status).toBe(401);
    }
    // The same address on the other instance: refused, even with the right password.
    const onB = await post(
      b.base,
      "/api/auth/login",
      { email: email("limited"), password },
      { "x-forwarded-for": guesser },
    );
    expect(onB.status).toBe(429);
    expect(Number(onB.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("serves on B a post written on A at once, though B had the board cached", async () => {
    await signUp("writer");
    const login = await post(
      a.base,
      "/api/auth/login",
      { email: email("writer"), password },
      {
        "x-forwarded-for": address(),
      },
    );
    const { accessToken } = (await login.json()) as { accessToken: string };
    const board = `${b.base}/api/articles/artist/${artistId}`;
    await fetch(board);
    expect((await fetch(board)).headers.get("x-cache")).toBe("hit");

    const written = await post(
      a.base,
      "/api/articles",
      { artistId, title: `둘 다 보여요 ${name}`, content: "A에서 쓴 글" },
      { authorization: `Bearer ${accessToken}`, "x-forwarded-for": address() },
    );
    expect(written.status).toBe(201);
    const { id } = (await written.json()) as { id: number };

    const deadline = Date.now() + 1_000;
    let seen = false;
    while (!seen && Date.now() < deadline) {
      const list = (await (await fetch(board)).json()) as { id: number }[];
      seen = list.some((article) => article.id === id);
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(seen, "B still served its cached board a second after the write on A").toBe(true);
  });
});
