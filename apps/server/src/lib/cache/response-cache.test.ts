import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { type CacheBus, postgresCacheBus, redisCacheBus } from "./cache-bus";
import { changes, shows } from "./cache-tags";
import type { AppEnv } from "../context";
import { createLogger } from "../logger";
import { ResponseCache } from "./response-cache";

/** A tiny API whose answers change with every write, so a stale read is visible. */
function appWith(cache: ResponseCache, data = { value: 1, computing: 0 }) {
  const app = new Hono<AppEnv>();
  app.use("/api/*", cache.middleware());
  app.get("/api/value", (c) => {
    data.computing++;
    return c.json({ value: data.value, filler: "x".repeat(2_000) }, 200, {
      etag: `W/"v${data.value}"`,
    });
  });
  app.get("/api/private", (c) =>
    c.json({ value: data.value }, 200, { "cache-control": "private, no-store" }),
  );
  app.get("/api/missing", (c) => c.json({ code: "NOT_FOUND", message: "없음" }, 404));
  app.get("/page", cache.middleware(), (c) => c.html(`<p>${data.value}</p>`));
  app.post("/api/value", (c) => {
    data.value++;
    return c.json({ value: data.value }, 201);
  });
  app.post("/api/auth/login", (c) => c.json({ ok: true }));
  return { app, data };
}

const read = async (
  app: Hono<AppEnv>,
  path = "/api/value",
  headers: Record<string, string> = {},
) => {
  const response = await app.request(path, { headers });
  const text = response.status === 304 ? "" : await response.text();
  return { response, body: text ? (JSON.parse(text) as { value: number }) : null };
};

describe("the response cache key (finding 9)", () => {
  it("ignores query parameters no route reads: a random one is still a hit", async () => {
    const { app, data } = appWith(new ResponseCache());
    await read(app);
    const busted = await read(app, `/api/value?cb=${Math.random()}`);
    expect(busted.response.headers.get("x-cache")).toBe("hit");
    expect(data.computing).toBe(1);
    // A parameter a route does read is part of the key.
    await read(app, "/api/value?limit=5");
    expect(data.computing).toBe(2);
  });

  it("sends a page asked with unknown parameters to its plain address, without rendering it", async () => {
    const { app } = appWith(new ResponseCache());
    const response = await app.request("/page?cb=123&q=abc");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("http://localhost/page?q=abc");
  });

  it("never sends the browser to another host, even for a path that starts with // (M1)", async () => {
    const cache = new ResponseCache();
    const app = new Hono<AppEnv>();
    app.get("*", cache.middleware(), (c) => c.html("<p>page</p>"));
    // What a browser asks for `https://<site>//evil.example/?x=1`.
    const asked = "http://localhost//evil.example/?x=1";
    const response = await app.request(asked);
    const location = response.headers.get("location");
    const landing = location === null ? asked : new URL(location, asked).href;
    expect(new URL(landing).origin).toBe("http://localhost");
  });
});

describe("the response cache", () => {
  it("answers a repeated anonymous read from memory", async () => {
    const { app, data } = appWith(new ResponseCache());
    expect((await read(app)).response.headers.get("x-cache")).toBeNull();
    const second = await read(app);
    expect(second.response.headers.get("x-cache")).toBe("hit");
    expect(second.body?.value).toBe(1);
    expect(second.response.headers.get("etag")).toBe('W/"v1"');
    expect(data.computing).toBe(1);
  });

  it("is emptied by a successful write, but not by logins", async () => {
    const { app } = appWith(new ResponseCache());
    await read(app);
    await app.request("/api/auth/login", { method: "POST" });
    expect((await read(app)).response.headers.get("x-cache")).toBe("hit");
    await app.request("/api/value", { method: "POST" });
    const after = await read(app);
    expect(after.response.headers.get("x-cache")).toBeNull();
    expect(after.body?.value).toBe(2);
  });

  it("never stores an answer computed across a write", async () => {
    const cache = new ResponseCache();
    const { app, data } = appWith(cache);
    const slow = new Hono<AppEnv>();
    slow.use("/api/*", cache.middleware());
    slow.get("/api/value", async (c) => {
      const value = data.value;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return c.json({ value });
    });
    const pending = slow.request("/api/value");
    await app.request("/api/value", { method: "POST" });
    expect(((await (await pending).json()) as { value: number }).value).toBe(1);
    expect((await read(slow)).body?.value).toBe(2);
  });

  it("keeps rendered pages too, emptied by the same writes", async () => {
    const { app } = appWith(new ResponseCache());
    await app.request("/page");
    const hit = await app.request("/page");
    expect(hit.headers.get("x-cache")).toBe("hit");
    expect(await hit.text()).toBe("<p>1</p>");
    await app.request("/api/value", { method: "POST" });
    expect(await (await app.request("/page")).text()).toBe("<p>2</p>");
  });

  it("skips authenticated, private and failed answers", async () => {
    const { app } = appWith(new ResponseCache());
    for (const _ of [1, 2]) await read(app, "/api/value", { authorization: "Bearer x" });
    expect(
      (await read(app, "/api/value", { authorization: "Bearer x" })).response.headers.get(
        "x-cache",
      ),
    ).toBeNull();
    for (const path of ["/api/private", "/api/missing"]) {
      await app.request(path);
      expect((await app.request(path)).headers.get("x-cache")).toBeNull();
    }
  });

  it("answers 304 to a matching If-None-Match and compresses hits once", async () => {
    const { app } = appWith(new ResponseCache());
    await read(app);
    const notModified = await app.request("/api/value", { headers: { "if-none-match": 'W/"v1"' } });
    expect(notModified.status).toBe(304);
    const gzip = await app.request("/api/value", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const body = JSON.parse(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()) as {
      value: number;
    };
    expect(body.value).toBe(1);
  });

  it("expires entries after the TTL and evicts the least recently used", async () => {
    const { app } = appWith(new ResponseCache({ ttlMs: 20, maxEntries: 2 }));
    await read(app);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect((await read(app)).response.headers.get("x-cache")).toBeNull();

    const bounded = new ResponseCache({ maxBytes: 5_000 });
    const { app: sized } = appWith(bounded);
    for (const q of ["?limit=1", "?limit=2", "?limit=3"]) await read(sized, `/api/value${q}`);
    expect(bounded.size).toBe(2);

    const small = new ResponseCache({ maxEntries: 2 });
    const { app: other } = appWith(small);
    for (const q of ["?limit=1", "?limit=2", "?limit=3"]) await read(other, `/api/value${q}`);
    expect(small.size).toBe(2);
    expect((await read(other, "/api/value?limit=1")).response.headers.get("x-cache")).toBeNull();
  });
});

/**
 * Two boards whose answers show their own tag, and an answer that names nothing: a write names the
 * board it changed.
 */
function taggedApp(cache: ResponseCache, delayMs = 0) {
  const data = { a: 1, b: 1, reads: 0 };
  const app = new Hono<AppEnv>();
  app.use("/api/*", cache.middleware());
  app.get("/api/board/:name", async (c) => {
    const name = c.req.param("name") as "a" | "b";
    const value = data[name];
    data.reads++;
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    shows(c, `board:${name}`);
    return c.json({ value });
  });
  app.get("/api/untagged", (c) => c.json({ value: data.a + data.b }));
  app.post("/api/board/:name", (c) => {
    const name = c.req.param("name") as "a" | "b";
    data[name]++;
    changes(c, `board:${name}`);
    return c.json({ value: data[name] }, 201);
  });
  return { app, data };
}

const cacheOf = async (app: Hono<AppEnv>, path: string) =>
  (await app.request(path)).headers.get("x-cache");

describe("invalidation by tags", () => {
  it("evicts only the answers showing what a write changed, and every untagged one", async () => {
    const { app } = taggedApp(new ResponseCache());
    const paths = ["/api/board/a", "/api/board/b", "/api/untagged"];
    for (const path of paths) await app.request(path);
    for (const path of paths) expect(await cacheOf(app, path), path).toBe("hit");

    await app.request("/api/board/a", { method: "POST" });
    expect(await cacheOf(app, "/api/board/b")).toBe("hit");
    const a = await app.request("/api/board/a");
    expect(a.headers.get("x-cache")).toBeNull();
    expect(((await a.json()) as { value: number }).value).toBe(2);
    expect(await cacheOf(app, "/api/untagged")).toBeNull();
  });

  it("does not store an answer computed across a write to what it shows, only across others", async () => {
    const cache = new ResponseCache();
    const { app } = taggedApp(cache, 30);
    const { app: writer } = taggedApp(cache);
    const acrossOther = app.request("/api/board/a");
    await writer.request("/api/board/b", { method: "POST" });
    await acrossOther;
    expect(await cacheOf(app, "/api/board/a")).toBe("hit");

    const acrossOwn = app.request("/api/board/b");
    await writer.request("/api/board/b", { method: "POST" });
    await acrossOwn;
    expect(await cacheOf(app, "/api/board/b")).toBeNull();
  });
});

const buses: [string, () => CacheBus][] = [];
// Each bus needs its server; CI provides both (TEST_DATABASE_URL, TEST_REDIS_URL).
if (process.env.TEST_DATABASE_URL) {
  buses.push([
    "PostgreSQL LISTEN/NOTIFY",
    () => postgresCacheBus(process.env.TEST_DATABASE_URL!, createLogger("silent")),
  ]);
}
const redis = process.env.TEST_REDIS_URL ? new Redis(process.env.TEST_REDIS_URL) : null;
if (redis) buses.push(["Redis pub/sub", () => redisCacheBus(redis)]);
afterAll(() => redis?.quit());

describe.each(buses)("two instances over %s", (_name, makeBus) => {
  it("a write on one empties the other's cache", async () => {
    const shared = { value: 1, computing: 0 };
    const one = new ResponseCache({ bus: makeBus() });
    const two = new ResponseCache({ bus: makeBus() });
    await Promise.all([one.start(), two.start()]);
    try {
      const a = appWith(one, shared).app;
      const b = appWith(two, shared).app;
      await read(b);
      expect((await read(b)).response.headers.get("x-cache")).toBe("hit");
      await a.request("/api/value", { method: "POST" });
      await expect
        .poll(async () => (await read(b)).body?.value, { timeout: 2_000, interval: 5 })
        .toBe(2);
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
  });

  it("a write on one evicts on the other only the answers showing what it changed", async () => {
    const one = new ResponseCache({ bus: makeBus() });
    const two = new ResponseCache({ bus: makeBus() });
    await Promise.all([one.start(), two.start()]);
    try {
      const first = taggedApp(one);
      const second = taggedApp(two);
      for (const path of ["/api/board/a", "/api/board/b"]) await second.app.request(path);
      await first.app.request("/api/board/a", { method: "POST" });
      await expect
        .poll(() => cacheOf(second.app, "/api/board/a"), { timeout: 2_000, interval: 5 })
        .toBeNull();
      expect(await cacheOf(second.app, "/api/board/b")).toBe("hit");
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
  });
});
