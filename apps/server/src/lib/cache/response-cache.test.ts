import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { type CacheBus, postgresCacheBus, redisCacheBus } from "./cache-bus";
import { tagWrite, tagAnswer } from "./cache-tags";
import type { AppEnv } from "../context";
import { createLogger } from "../logger";
import { ResponseCache } from "./response-cache";
import { echoingSite } from "../../test/echoing-site";

/** A tiny API whose answers change with every write, so a stale read is visible. */
function appWith(cache: ResponseCache, data = { value: 1, computing: 0 }) {
  const app = new Hono<AppEnv>();
  app.use("/api/*", cache.middleware());
  app.get("/api/new-concerts", (c) => {
    data.computing++;
    return c.json({ value: data.value, filler: "x".repeat(2_000) }, 200, {
      etag: `W/"v${data.value}"`,
    });
  });
  app.get("/api/private", (c) =>
    c.json({ value: data.value }, 200, { "cache-control": "private, no-store" }),
  );
  app.get("/api/missing", (c) => c.json({ code: "NOT_FOUND", message: "없음" }, 404));
  app.get("/search", cache.middleware(), (c) => c.html(`<p>${data.value}</p>`));
  app.post("/api/new-concerts", (c) => {
    data.value++;
    return c.json({ value: data.value }, 201);
  });
  // Writes of one account's own data, marked private on their endpoint-table rows.
  for (const path of ["/api/auth/login", "/auth/refresh", "/api/favorites/artist/1"]) {
    app.post(path, (c) => c.json({ ok: true }));
  }
  return { app, data };
}

const read = async (
  app: Hono<AppEnv>,
  path = "/api/new-concerts",
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
    const busted = await read(app, `/api/new-concerts?cb=${Math.random()}`);
    expect(busted.response.headers.get("x-cache")).toBe("hit");
    expect(data.computing).toBe(1);
    // A parameter a route does read is part of the key.
    await read(app, "/api/new-concerts?limit=5");
    expect(data.computing).toBe(2);
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

describe("the key of each route: the parameters it reads (review of 2026-11-27, L2)", () => {
  it("keeps a page under the parameters it reads, and renders it without the others", async () => {
    const site = echoingSite(new ResponseCache().middleware());
    const first = await site.get("/artist/1?q=1");
    expect(first).toMatchObject({ hit: false, status: 200 });
    expect(first.seen.url).toBe("http://localhost/artist/1");
    const second = await site.get("/artist/1?q=2");
    expect(second.hit).toBe(true);
    expect((await site.get("/artist/1")).hit).toBe(true);
    expect(site.seen.renders).toBe(1);
  });

  it("keeps an API read under the parameters its row of the endpoint table names", async () => {
    const site = echoingSite(new ResponseCache().middleware());
    await site.get("/api/new-concerts");
    const viewed = await site.get("/api/new-concerts?view=x");
    expect(viewed.hit).toBe(true);
    expect(viewed.seen.query).toEqual({});
    expect(site.seen.renders).toBe(1);
  });

  it("is not flushed by parameters no route reads: 2,100 of them leave a warm page cached", async () => {
    const site = echoingSite(new ResponseCache().middleware());
    await site.get("/artist/2");
    for (let n = 0; n < 2_100; n++) {
      await site.get(`/api/push/public-key?tab=${n}`);
      if (n % 100 === 0) await site.get(`/artist/3?p=${n}`);
    }
    expect((await site.get("/artist/2")).hit).toBe(true);
    expect(site.seen.renders).toBe(3);
  });

  it("still varies the key with every parameter a route reads, never answering another's", async () => {
    const site = echoingSite(new ResponseCache().middleware());
    const cases: [string, Record<string, string>][] = [
      ["/api/new-concerts?genre=ROCK&limit=5&view=x", { genre: "ROCK", limit: "5" }],
      ["/api/new-concerts?genre=POP&limit=5", { genre: "POP", limit: "5" }],
      ["/api/new-concerts?genre=R&B", { genre: "R", B: "" }],
      ["/api/search?keyword=a&x=1", { keyword: "a" }],
      ["/api/search?keyword=b", { keyword: "b" }],
      ["/api/artists/1/past-concerts?cursor=abc&genre=ROCK", { cursor: "abc" }],
      ["/search?q=a&utm_source=kakao", { q: "a" }],
      ["/search?q=b", { q: "b" }],
      ["/board/1?post=3&q=1", { post: "3" }],
      ["/board/1?post=4", { post: "4" }],
      ["/board/1?write=1", { write: "1" }],
      ["/artist/1?post=3&tab=posts", { post: "3" }],
      ["/login?next=%2Fmypage", { next: "/mypage" }],
      ["/admin?tab=concerts&view=rounds&q=1", { tab: "concerts", view: "rounds" }],
      ["/concert/1?post=3", {}],
    ];
    for (const [path, query] of cases) {
      const answer = await site.get(path);
      expect(answer.hit, path).toBe(false);
      expect(answer.seen.query, path).toEqual(query);
    }
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

  it("is emptied by a successful write, but not by logins, refreshes or favourites", async () => {
    const { app } = appWith(new ResponseCache());
    await read(app);
    for (const path of ["/api/auth/login", "/auth/refresh", "/api/favorites/artist/1"]) {
      expect((await app.request(path, { method: "POST" })).status).toBe(200);
    }
    expect((await read(app)).response.headers.get("x-cache")).toBe("hit");
    await app.request("/api/new-concerts", { method: "POST" });
    const after = await read(app);
    expect(after.response.headers.get("x-cache")).toBeNull();
    expect(after.body?.value).toBe(2);
  });

  it("never stores an answer computed across a write", async () => {
    const cache = new ResponseCache();
    const { app, data } = appWith(cache);
    const slow = new Hono<AppEnv>();
    slow.use("/api/*", cache.middleware());
    slow.get("/api/new-concerts", async (c) => {
      const value = data.value;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return c.json({ value });
    });
    const pending = slow.request("/api/new-concerts");
    await app.request("/api/new-concerts", { method: "POST" });
    expect(((await (await pending).json()) as { value: number }).value).toBe(1);
    expect((await read(slow)).body?.value).toBe(2);
  });

  it("keeps rendered pages too, emptied by the same writes", async () => {
    const { app } = appWith(new ResponseCache());
    await app.request("/search");
    const hit = await app.request("/search");
    expect(hit.headers.get("x-cache")).toBe("hit");
    expect(await hit.text()).toBe("<p>1</p>");
    await app.request("/api/new-concerts", { method: "POST" });
    expect(await (await app.request("/search")).text()).toBe("<p>2</p>");
  });

  it("skips authenticated, private and failed answers", async () => {
    const { app } = appWith(new ResponseCache());
    for (const _ of [1, 2]) await read(app, "/api/new-concerts", { authorization: "Bearer x" });
    expect(
      (await read(app, "/api/new-concerts", { authorization: "Bearer x" })).response.headers.get(
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
    const notModified = await app.request("/api/new-concerts", {
      headers: { "if-none-match": 'W/"v1"' },
    });
    expect(notModified.status).toBe(304);
    const gzip = await app.request("/api/new-concerts", { headers: { "accept-encoding": "gzip" } });
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
    for (const q of ["?limit=1", "?limit=2", "?limit=3"])
      await read(sized, `/api/new-concerts${q}`);
    expect(bounded.size).toBe(2);

    const small = new ResponseCache({ maxEntries: 2 });
    const { app: other } = appWith(small);
    for (const q of ["?limit=1", "?limit=2", "?limit=3"])
      await read(other, `/api/new-concerts${q}`);
    expect(small.size).toBe(2);
    expect(
      (await read(other, "/api/new-concerts?limit=1")).response.headers.get("x-cache"),
    ).toBeNull();
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
    tagAnswer(c, `board:${name}`);
    return c.json({ value });
  });
  app.get("/api/untagged", (c) => c.json({ value: data.a + data.b }));
  app.post("/api/board/:name", (c) => {
    const name = c.req.param("name") as "a" | "b";
    data[name]++;
    tagWrite(c, `board:${name}`);
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
      await a.request("/api/new-concerts", { method: "POST" });
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
