import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { concertList } from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../test/app";
import { buildArtist, buildConcert } from "../../test/factories";
import { type TestUser, buildUser } from "../../test/users";
import { cacheFastPath } from "./cache-fast-path";
import { HTTP_LIMITS, startHttpServer } from "../http/http-server";
import { createLogger } from "../logger";
import { ResponseCache } from "./response-cache";

const CLIENT = "https://client.example";
const OTHER = "https://other.example";

let t: TestApp;
let fan: TestUser;
let base: { port: number };
let close: () => void;
/** Requests that reached the app (not answered by the fast path). */
let appCalls = 0;
let artistId: number;

beforeAll(async () => {
  const cache = new ResponseCache();
  const config = { corsOrigins: [CLIENT], trustProxy: false };
  t = await createTestApp("empty", { cache, config });
  fan = await buildUser(t);
  artistId = (await buildArtist(t.db.db, { name: "Coldplay" })).id;
  // Enough concerts for a body worth compressing.
  for (let i = 0; i < 8; i++) await buildConcert(t.db.db, { artistId, title: `내한 공연 ${i}` });
  const fastPath = await cacheFastPath({ cache, logger: createLogger("silent"), config });
  const server = startHttpServer(
    (req: Request) => {
      appCalls++;
      return t.app.fetch(req);
    },
    { port: 0, hostname: "127.0.0.1" },
    HTTP_LIMITS,
    undefined,
    fastPath,
  );
  await new Promise((resolve) => server.once("listening", resolve));
  base = server.address() as AddressInfo;
  close = () => server.close();
});
afterAll(async () => {
  close();
  await t.close();
});

interface WireAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One request on a connection of its own, headers and bytes as they came. */
function send(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<WireAnswer>((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port: base.port, path, method, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers as Record<string, string>,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** What the app itself answers for a cache hit (its own cache middleware), as a plain record. */
async function appHit(path: string, headers: Record<string, string>, method = "GET") {
  const response = await t.app.request(`http://127.0.0.1:${base.port}${path}`, {
    method,
    headers,
  });
  expect(response.headers.get("x-cache")).toBe("hit");
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** Headers that belong to one answer or to the connection (`age` to the second it is sent). */
const own = new Set(["x-request-id", "date", "connection", "keep-alive", "age"]);
const comparable = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !own.has(name)));

describe("cache hits answered by the HTTP server", () => {
  const path = "/api/new-concerts";

  it("carry what the app's own hit carries: status, headers and bytes, per request", async () => {
    await send(path);
    const list = await send(path);
    expect(list.headers["x-cache"]).toBe("hit");
    const etag = list.headers.etag ?? "";
    expect(etag).toMatch(/^W\/"/);
    const variants: [string, Record<string, string>, string?][] = [
      ["identity", {}],
      ["gzip", { "accept-encoding": "gzip" }],
      ["brotli", { "accept-encoding": "gzip, deflate, br" }],
      ["a listed origin", { origin: CLIENT, "accept-encoding": "br" }],
      ["another origin", { origin: OTHER }],
      ["a matching If-None-Match", { "if-none-match": etag, origin: CLIENT }],
      ["HEAD", { "accept-encoding": "gzip" }, "HEAD"],
    ];
    for (const [label, headers, method = "GET"] of variants) {
      const before = appCalls;
      const fast = await send(path, headers, method);
      expect(appCalls, label).toBe(before);
      const app = await appHit(path, headers, method);
      expect(fast.status, label).toBe(app.status);
      expect(comparable(fast.headers), label).toEqual(comparable(app.headers));
      expect(fast.body.equals(app.body), label).toBe(true);
      expect(fast.headers["x-request-id"], label).toMatch(/^[\w-]{36}$/);
      // Both say how old the copy is, in whole seconds.
      expect(Math.abs(Number(fast.headers.age) - Number(app.headers.age)), label).toBeLessThan(2);
    }
  });

  it("answer a read whose query is percent-encoded (a Korean keyword) under the app's key", async () => {
    const search = `/api/search?keyword=${encodeURIComponent("콜드플레이")}&limit=20`;
    await send(search);
    const before = appCalls;
    const fast = await send(search, { origin: CLIENT });
    expect(appCalls).toBe(before);
    expect(fast.headers["x-cache"]).toBe("hit");
    const app = await appHit(search, { origin: CLIENT });
    expect(comparable(fast.headers)).toEqual(comparable(app.headers));
    expect(fast.body.equals(app.body)).toBe(true);
    // A parameter no route reads keeps the key: the same entry answers.
    expect((await send(`${search}&cb=1`)).headers["x-cache"]).toBe("hit");
    expect(appCalls).toBe(before);
  });

  it("honour the q-values of Accept-Encoding, as the app does (I2)", async () => {
    await send(path);
    const cases: [string, string | undefined][] = [
      ["br;q=0, gzip;q=0", undefined],
      ["gzip;q=1, br;q=0.5", "gzip"],
      ["*;q=0", undefined],
    ];
    for (const [accept, encoding] of cases) {
      const before = appCalls;
      const fast = await send(path, { "accept-encoding": accept });
      expect(appCalls, accept).toBe(before);
      expect(fast.headers["content-encoding"], accept).toBe(encoding);
      const app = await appHit(path, { "accept-encoding": accept });
      expect(comparable(fast.headers), accept).toEqual(comparable(app.headers));
    }
  });

  it("answer a read asked with a parameter its route does not read from the plain entry (L2)", async () => {
    await send(path);
    const before = appCalls;
    const viewed = await send(`${path}?view=x`);
    expect(appCalls).toBe(before);
    expect(viewed.headers["x-cache"]).toBe("hit");
    // One it reads is a key of its own, answered by the app first.
    const limited = await send(`${path}?limit=2&view=x`);
    expect(appCalls).toBe(before + 1);
    expect(concertList.parse(JSON.parse(limited.body.toString()))).toHaveLength(2);
  });

  it("send the list itself, compressed as asked, with CORS for a listed origin only", async () => {
    await send(path);
    const brotli = await send(path, { "accept-encoding": "br", origin: CLIENT });
    expect(brotli.headers["content-encoding"]).toBe("br");
    const items = concertList.parse(JSON.parse(brotliDecompressSync(brotli.body).toString()));
    expect(items).toHaveLength(8);
    expect(brotli.headers["access-control-allow-origin"]).toBe(CLIENT);
    expect(brotli.headers.vary).toBe("Accept-Encoding, Origin");
    const gzip = await send(path, { "accept-encoding": "gzip", origin: OTHER });
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(items);
    expect(gzip.headers["access-control-allow-origin"]).toBeUndefined();
    expect(gzip.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    const ids = new Set((await Promise.all([1, 2, 3].map(() => send(path)))).map(requestId));
    expect(ids.size).toBe(3);
  });

  it("leave to the app what only it may answer", async () => {
    await send(path);
    const cases: [string, () => Promise<WireAnswer>][] = [
      ["a signed-in read", () => send(path, { authorization: `Bearer ${fan.token}` })],
      ["a write", () => send(`/api/favorites/artist/${artistId}`, {}, "POST")],
      ["a read not cached yet", () => send(`/api/artists/${artistId}`)],
      ["an unknown path", () => send("/api/no-such-call")],
    ];
    for (const [label, call] of cases) {
      const before = appCalls;
      const answer = await call();
      expect(appCalls, label).toBe(before + 1);
      expect(answer.headers["x-cache"], label).toBeUndefined();
    }
  });

  it("stop as soon as a write changes what they show", async () => {
    const board = `/api/articles/artist/${artistId}`;
    await send(board);
    expect((await send(board)).headers["x-cache"]).toBe("hit");
    const post = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({
        artistId,
        title: "후기",
        content: "최고",
        categoryType: "FREE_BOARD",
      });
      const req = request(
        {
          host: "127.0.0.1",
          port: base.port,
          path: "/api/articles",
          method: "POST",
          agent: false,
          headers: { authorization: `Bearer ${fan.token}`, "content-type": "application/json" },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
    expect(post).toBe(201);
    const fresh = await send(board);
    expect(fresh.headers["x-cache"]).toBeUndefined();
    expect((JSON.parse(fresh.body.toString()) as unknown[]).length).toBe(1);
    expect((await send(board)).headers["x-cache"]).toBe("hit");
  });
});

const requestId = (answer: WireAnswer) => answer.headers["x-request-id"];
