import { NEXT_CURSOR_HEADER, RANKING_WINDOW_HEADER } from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../test/app";
import { buildArtist, buildConcert } from "../../test/factories";
import { TEST_PASSWORD, type TestUser, buildUser } from "../../test/users";
import { ResponseCache } from "../cache/response-cache";

/**
 * A client served from another origin, written from the spec: its shared client sends credentials
 * (cookies) with every call, so the browser needs Access-Control-Allow-Credentials, and it reads
 * x-next-cursor and x-ranking-window.
 */
const CLIENT = "https://client.example";
const OTHER = "https://evil.example";

let t: TestApp;
let fan: TestUser;
let artistId: number;
beforeAll(async () => {
  t = await createTestApp("empty", {
    config: { corsOrigins: [CLIENT] },
    cache: new ResponseCache(),
  });
  fan = await buildUser(t);
  artistId = (await buildArtist(t.db.db)).id;
  await buildConcert(t.db.db, { artistId });
  await buildConcert(t.db.db, { artistId });
});
afterAll(() => t.close());

const from = (origin: string | null, path: string, init: RequestInit = {}) =>
  t.app.request(path, {
    ...init,
    headers: { ...(origin ? { origin } : {}), ...(init.headers as Record<string, string>) },
  });

const corsHeaders = (response: Response) =>
  [...response.headers.keys()].filter((name) => name.startsWith("access-control-"));

const expectOpenTo = (response: Response, label: string) => {
  expect(response.headers.get("access-control-allow-origin"), label).toBe(CLIENT);
  expect(response.headers.get("access-control-allow-credentials"), label).toBe("true");
  expect(response.headers.get("vary"), label).toMatch(/\bOrigin\b/);
};

describe("a listed origin", () => {
  it("may read every API answer with credentials, errors included", async () => {
    const reads: [string, Record<string, string>][] = [
      ["/api/new-concerts", {}],
      [`/api/artists/${artistId}/song-ranking`, {}],
      ["/api/favorites", { authorization: `Bearer ${fan.token}` }],
      ["/api/favorites", {}],
      ["/api/no-such-call", {}],
    ];
    for (const [path, headers] of reads) {
      expectOpenTo(await from(CLIENT, path, { headers }), path);
    }
  });

  it("is told every header a client reads", async () => {
    const page = await from(CLIENT, "/api/new-concerts?limit=1");
    expect(page.headers.get(NEXT_CURSOR_HEADER)).toBeTruthy();
    const exposed = (page.headers.get("access-control-expose-headers") ?? "")
      .toLowerCase()
      .split(/\s*,\s*/);
    expect(exposed).toEqual(
      expect.arrayContaining([NEXT_CURSOR_HEADER, RANKING_WINDOW_HEADER, "x-request-id"]),
    );
  });

  it("can sign in and refresh: /api/auth/* and /auth/refresh answer preflights and calls", async () => {
    for (const path of ["/api/auth/login", "/auth/refresh", "/api/auth/refresh", "/api/articles"]) {
      const preflight = await from(CLIENT, path, {
        method: "OPTIONS",
        headers: {
          "access-control-request-method": "POST",
          "access-control-request-headers": "authorization, content-type",
        },
      });
      expect(preflight.status, path).toBe(204);
      expectOpenTo(preflight, path);
      expect(preflight.headers.get("access-control-allow-methods"), path).toContain("POST");
      expect(preflight.headers.get("access-control-allow-headers")?.toLowerCase(), path).toContain(
        "authorization",
      );
    }
    const login = await from(CLIENT, "/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: fan.email, password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    expectOpenTo(login, "login");
    const { refreshToken } = (await login.json()) as { refreshToken: string };
    const refresh = await from(CLIENT, "/auth/refresh", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refreshToken }),
    });
    expect(refresh.status).toBe(200);
    expectOpenTo(refresh, "refresh");
    const spent = await from(CLIENT, "/auth/refresh", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refreshToken: "not-a-token" }),
    });
    expect(spent.status).toBe(401);
    expectOpenTo(spent, "refused refresh");
  });
});

describe("any other origin", () => {
  it("gets no CORS header at all, on calls and on preflights", async () => {
    for (const path of ["/api/new-concerts", "/auth/refresh"]) {
      const call = await from(OTHER, path);
      expect(corsHeaders(call), path).toEqual([]);
      expect(call.headers.get("vary"), path).toMatch(/\bOrigin\b/);
      const preflight = await from(OTHER, path, {
        method: "OPTIONS",
        headers: { "access-control-request-method": "POST" },
      });
      expect(preflight.status, path).not.toBe(204);
      expect(corsHeaders(preflight), path).toEqual([]);
    }
  });
});

describe("cached answers", () => {
  it("are stored without CORS headers, which each request gets for its own origin", async () => {
    const path = `/api/artists/${artistId}/concerts`;
    const asked: [string | null, boolean][] = [
      [CLIENT, true],
      [null, false],
      [OTHER, false],
      [CLIENT, true],
    ];
    for (const [round, [origin, open]] of asked.entries()) {
      const response = await from(origin, path);
      expect(response.status).toBe(200);
      expect(response.headers.get("x-cache"), `round ${round}`).toBe(round === 0 ? null : "hit");
      if (open) expectOpenTo(response, `round ${round}`);
      else expect(corsHeaders(response), `round ${round}`).toEqual([]);
    }
  });
});
