import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ServerProcess,
  freePort,
  startServerProcess,
  stopServerProcesses,
} from "./test/server-process";
import { withDatabase } from "./test/templates";
import { type Varnish, startVarnish } from "./test/varnish";

/**
 * Varnish with deploy/varnish/naehan.vcl in front of two real instances on one PostgreSQL
 * database, as in production (docs/deploy.md): anonymous reads are answered by the edge, a write
 * has purged what it changed there before it answers, and nothing signed-in is kept. In the
 * `server-pg` project (CI's PostgreSQL half, which installs Varnish as it installs Chromium).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error("edge.pg.test.ts needs TEST_DATABASE_URL (a PostgreSQL server)");

const tag = randomBytes(4).toString("hex");
const dbName = `naehan_edge_${tag}`;
const ADMIN = { email: "admin@edge.example", password: "edge-admin-password" };
let dataDir = "";
let edge: Varnish;
let instances: ServerProcess[] = [];
let artistId = 0;
let concertId = 0;

let addressCounter = 0;
const address = () => `10.78.${tag.charCodeAt(0)}.${++addressCounter}`;

async function sendJson(url: string, method: string, body: unknown, token?: string) {
  return fetch(url, {
    method,
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": address(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function login(email: string, password: string): Promise<string> {
  const res = await sendJson(`${edge.base}/api/auth/login`, "POST", { email, password });
  expect(res.status).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** A GET through the edge: status, whether the edge answered it from its store, and the body. */
async function viaEdge(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(edge.base + path, { headers });
  const text = await res.text();
  return { res, hit: res.headers.get("x-edge") === "hit", text };
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  dataDir = mkdtempSync(join(tmpdir(), "naehan-edge-"));
  const databaseUrl = withDatabase(adminUrl, dbName);
  const edgePort = await freePort();
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: `edge-secret-${tag}-0123456789abcdef0123`,
    NO_DEMO_DATA: "1",
    TRUST_PROXY: "1",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    EDGE_PURGE_URLS: `http://127.0.0.1:${edgePort}`,
  };
  instances = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  edge = await startVarnish(
    edgePort,
    instances.map((instance) => Number(new URL(instance.base).port)),
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  ({ id: artistId } = (
    await client.query<{ id: number }>(
      "insert into artists (name) values ('Edge Artist') returning id",
    )
  ).rows[0]!);
  await client.end();
  const token = await login(ADMIN.email, ADMIN.password);
  const form = new FormData();
  form.set(
    "newConcert",
    JSON.stringify({
      artistId,
      title: "엣지 내한 공연",
      startDate: "2030-05-01",
      venueName: "KSPO DOME",
      cityName: "서울",
      genre: "POP",
    }),
  );
  const created = await fetch(`${edge.base}/api/admin/new-concert`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "x-forwarded-for": address() },
    body: form,
  });
  expect(created.status, await created.clone().text()).toBe(201);
  concertId = ((await created.json()) as { newConcertId: number }).newConcertId;
}, 180_000);

afterAll(async () => {
  await edge?.stop();
  await stopServerProcesses();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("an edge cache in front of two instances", () => {
  it("answers a repeated anonymous read itself, and keeps its own headers to itself", async () => {
    const path = `/api/new-concerts/${concertId}`;
    await viaEdge(path);
    const second = await viaEdge(path);
    expect(second.res.status).toBe(200);
    expect(second.hit).toBe(true);
    expect(second.res.headers.get("cache-control")).toBe("no-cache");
    expect(second.res.headers.get("surrogate-key")).toBeNull();
    expect(second.res.headers.get("cdn-cache-control")).toBeNull();
  });

  it("keys a read on the parameters it reads: a tracking tag shares the page's answer", async () => {
    await viaEdge("/api/new-concerts?limit=5");
    const tagged = await viaEdge("/api/new-concerts?utm_source=kakao&limit=5&fbclid=x");
    expect(tagged.hit).toBe(true);
    const other = await viaEdge("/api/new-concerts?limit=6");
    expect(other.hit).toBe(false);
  });

  it("serves a concert's new ticket round from the edge the moment the admin's write answers", async () => {
    const path = `/api/new-concerts/${concertId}/ticket-rounds`;
    await viaEdge(path);
    expect((await viaEdge(path)).hit).toBe(true);
    const token = await login(ADMIN.email, ADMIN.password);
    const added = await sendJson(
      `${edge.base}/api/admin/new-concerts/${concertId}/ticket-rounds`,
      "POST",
      { kind: "GENERAL", vendor: "인터파크", opensAt: "2030-03-10T20:00" },
      token,
    );
    expect(added.status).toBe(201);
    const after = await viaEdge(path);
    expect(after.hit).toBe(false);
    expect(JSON.parse(after.text)).toHaveLength(1);
  });

  it("shows a fan's post on the board at once, though the edge had the board", async () => {
    const email = `fan-${tag}@edge.example`;
    const password = "edge-fan-password";
    const signup = await sendJson(`${edge.base}/api/auth/signup`, "POST", {
      email,
      nickname: `edge${tag}`,
      password,
      confirmPassword: password,
    });
    expect(signup.status).toBe(201);
    const token = await login(email, password);
    const board = `/api/articles/artist/${artistId}`;
    await viaEdge(board);
    expect((await viaEdge(board)).hit).toBe(true);
    // Written through the other instance than the one that filled the edge, at least once.
    const results = await Promise.all(
      [1, 2].map((n) =>
        sendJson(
          `${edge.base}/api/articles`,
          "POST",
          { artistId, title: `엣지 글 ${n}`, content: "바로 보여야 해요" },
          token,
        ),
      ),
    );
    for (const written of results) expect(written.status).toBe(201);
    const list = JSON.parse((await viaEdge(board)).text) as { title: string }[];
    expect(list.map((article) => article.title)).toEqual(
      expect.arrayContaining(["엣지 글 1", "엣지 글 2"]),
    );
  });

  it("never keeps a signed-in answer, nor gives one to an anonymous fan", async () => {
    const token = await login(ADMIN.email, ADMIN.password);
    const signedIn = { authorization: `Bearer ${token}` };
    const me = await viaEdge("/api/auth/me", signedIn);
    expect(me.res.status).toBe(200);
    expect((await viaEdge("/api/auth/me", signedIn)).hit).toBe(false);
    // A signed-in read of a public address first: the anonymous one after it is not its copy.
    const path = `/api/artists/${artistId}`;
    expect((await viaEdge(path, signedIn)).hit).toBe(false);
    expect((await viaEdge(path, signedIn)).hit).toBe(false);
    expect((await viaEdge(path)).hit).toBe(false);
    expect((await viaEdge(path, { cookie: "session=1" })).hit).toBe(false);
  });

  it("refuses a path that starts with // and answers writes only through the app", async () => {
    expect((await fetch(`${edge.base}//evil.example/api/health`)).status).toBe(404);
    const purge = await fetch(`${edge.base}/`, {
      method: "PURGE",
      headers: { "xkey-purge": "all" },
    });
    // This test runs on the edge's own host, which may purge; the VCL refuses any other.
    expect(purge.status).toBe(200);
  });
});
