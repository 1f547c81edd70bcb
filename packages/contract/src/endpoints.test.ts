import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { pathPattern, routeOf, urlOf } from "./addressing";
import { ENDPOINT_NAMES, endpoints } from "./endpoints";

const placeholders = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();

describe("the endpoint table", () => {
  it.each(ENDPOINT_NAMES)(
    "%s: a param schema for each `:name` of its path, and no other",
    (name) => {
      const endpoint = endpoints[name];
      expect(Object.keys(endpoint.params).sort()).toEqual(placeholders(endpoint.path));
    },
  );

  it("names each route once", () => {
    const routes = ENDPOINT_NAMES.map((name) => routeOf(endpoints[name]));
    expect(routes.filter((route, i) => routes.indexOf(route) !== i)).toEqual([]);
  });

  it("answers every paged list as a plain array", () => {
    const paged = ENDPOINT_NAMES.filter((name) => endpoints[name].paged);
    expect(paged.length).toBeGreaterThan(0);
    for (const name of paged) {
      const response = endpoints[name].response;
      expect(response && z.safeParse(response, []).success, name).toBe(true);
    }
  });

  it("sends a body only with writes, and with a DELETE only to unsubscribe a device", () => {
    for (const name of ENDPOINT_NAMES) {
      const { method, body } = endpoints[name];
      if (method === "GET") expect(body.kind, name).toBe("none");
      // The push endpoint is too long and too private for a URL: the API contract sends it as
      // the DELETE's body.
      if (method === "DELETE" && name !== "unsubscribePush") expect(body.kind, name).toBe("none");
    }
    expect(endpoints.unsubscribePush.body.kind).toBe("json");
  });
});

describe("urlOf", () => {
  it("puts each param in as one encoded segment", () => {
    expect(urlOf(endpoints.getPastConcert, { params: { id: 7, pastConcertId: 42 } })).toBe(
      "/api/artists/7/past-concerts/42",
    );
    expect(urlOf(endpoints.syncArtist, { params: { mbid: "a/b c" } })).toBe(
      "/api/admin/artists/a%2Fb%20c/sync",
    );
  });

  it("adds the query's non-empty values, encoded", () => {
    expect(
      urlOf(endpoints.listConcerts, { query: { genre: "R&B", limit: 20, cursor: null } }),
    ).toBe("/api/new-concerts?genre=R%26B&limit=20");
    expect(urlOf(endpoints.search, { query: { keyword: "", limit: 20 } })).toBe(
      "/api/search?limit=20",
    );
    expect(urlOf(endpoints.listArtists)).toBe("/api/artists");
  });

  it("refuses a path with a param left out", () => {
    const params = {} as { id: number };
    expect(() => urlOf(endpoints.getArtist, { params })).toThrow(":id");
  });
});

describe("pathPattern", () => {
  it("matches the endpoint's calls and nothing longer or shorter", () => {
    const pattern = pathPattern(endpoints.getPastConcert);
    expect(pattern.test("/api/artists/7/past-concerts/42")).toBe(true);
    expect(pattern.test("/api/artists/7/past-concerts")).toBe(false);
    expect(pattern.test("/api/artists/7/past-concerts/42/x")).toBe(false);
    expect(pathPattern(endpoints.calendarFile).test("/api/favorites/calendarxics")).toBe(false);
  });
});
