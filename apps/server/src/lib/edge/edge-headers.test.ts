import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CacheBus } from "../cache/cache-bus";
import { ResponseCache } from "../cache/response-cache";
import { type TestApp, createTestApp } from "../../test/app";
import { buildArtist, buildTicketRound } from "../../test/factories";
import { buildUser } from "../../test/users";
import type { EdgePurger } from "./edge-purge";

/** An edge that records the keys it is asked to purge, and answers when the test lets it. */
function heldEdge() {
  const purged: string[][] = [];
  let release: () => void = () => {};
  let held: Promise<void> = Promise.resolve();
  const edge: EdgePurger = {
    async purge(keys) {
      purged.push([...keys]);
      await held;
    },
  };
  return {
    edge,
    purged,
    release: () => release(),
    hold: () => {
      held = new Promise<void>((resolve) => (release = resolve));
    },
  };
}

// One app for the file: each test starts with an edge that purges at once and remembers nothing.
const held = heldEdge();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp("empty", { cache: new ResponseCache({ edge: held.edge }) });
});
afterAll(() => t.close());
beforeEach(() => {
  held.purged.length = 0;
  held.release();
});

describe("what the edge is told", () => {
  it("keeps an anonymous read a minute and serves it stale while it refreshes, under its tags", async () => {
    const artist = await buildArtist(t.db.db);
    const res = await t.request(`/api/artists/${artist.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cdn-cache-control")).toBe("max-age=60, stale-while-revalidate=30");
    expect(res.headers.get("surrogate-key")?.split(" ")).toEqual([`artist:${artist.id}`, "all"]);
    // The browser still revalidates every time.
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it("keeps the upcoming ticket rounds no longer than the next opening, and never stale", async () => {
    await buildTicketRound(t.db.db, { opensAt: new Date(Date.now() + 20_000) });
    await buildTicketRound(t.db.db, { opensAt: new Date(Date.now() + 2 * 24 * 3600_000) });
    const res = await t.request("/api/ticket-rounds/upcoming");
    expect(res.status).toBe(200);
    const header = res.headers.get("cdn-cache-control") ?? "";
    expect(header).toMatch(/^max-age=\d+$/);
    expect(Number(header.slice("max-age=".length))).toBeLessThanOrEqual(20);
  });

  it("tells the edge nothing about a signed-in read", async () => {
    const artist = await buildArtist(t.db.db);
    const fan = await buildUser(t);
    const res = await t.request(`/api/artists/${artist.id}`, { token: fan.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("cdn-cache-control")).toBeNull();
    expect(res.headers.get("surrogate-key")).toBeNull();
  });

  it("answers a write only once the edge has purged what it changed", async () => {
    held.hold();
    const artist = await buildArtist(t.db.db);
    const fan = await buildUser(t);
    let answered = false;
    const write = t
      .request("/api/articles", {
        token: fan.token,
        json: { artistId: artist.id, title: "기다려 주세요", content: "엣지가 지울 때까지" },
      })
      .then((res) => {
        answered = true;
        return res;
      });
    await expect.poll(() => held.purged.length, { timeout: 10_000 }).toBe(1);
    expect(held.purged[0]).toEqual(expect.arrayContaining([`board:${artist.id}`, "untagged"]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    held.release();
    expect((await write).status).toBe(201);
  });

  it("purges nothing at the edge for a fan's own settings (login, favourites)", async () => {
    const artist = await buildArtist(t.db.db);
    const fan = await buildUser(t);
    const res = await t.request(`/api/favorites/artist/${artist.id}`, {
      method: "POST",
      token: fan.token,
    });
    expect(res.status).toBe(201);
    // (A write of an earlier test may purge a second time meanwhile: its board, not this.)
    expect(held.purged.filter((keys) => !keys.some((key) => key.startsWith("board:")))).toEqual([]);
  });
});

describe("another instance's write", () => {
  it("purges the edge again from here once this instance has evicted its own copy", async () => {
    let deliver: (tags: readonly string[] | null) => void = () => {};
    const bus: CacheBus = {
      publish: () => Promise.resolve(),
      start: (onInvalidate) => {
        deliver = onInvalidate;
        return Promise.resolve();
      },
      stop: () => Promise.resolve(),
    };
    const purged: string[][] = [];
    const cache = new ResponseCache({
      bus,
      edge: { purge: (keys) => Promise.resolve(void purged.push([...keys])) },
    });
    await cache.start();
    deliver(["concert:7"]);
    deliver(null);
    expect(purged).toEqual([["concert:7", "untagged"], ["all"]]);
  });
});
