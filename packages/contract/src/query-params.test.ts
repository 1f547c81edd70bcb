import { describe, expect, it } from "vitest";
import { ENDPOINT_NAMES, endpoints } from "./endpoints";
import { queryNamesOf, readParamsOf } from "./query-params";

/** A path of the endpoint with each `:param` filled, as a request would name it. */
const pathOf = (path: string) => path.replace(/:\w+/g, "7");

describe("the query parameters each address reads", () => {
  it("are, for every call of the endpoint table, at least the ones its row names", () => {
    for (const name of ENDPOINT_NAMES) {
      const endpoint = endpoints[name];
      const read = readParamsOf(endpoint.method, pathOf(endpoint.path));
      expect(read, name).toEqual(expect.arrayContaining(queryNamesOf(endpoint)));
    }
  });

  it("are exactly a call's own, `limit` and `cursor` on a paged list, and HEAD reads as GET", () => {
    const concerts = [...endpoints.listConcerts.query, "limit", "cursor"];
    expect(readParamsOf("GET", "/api/new-concerts")).toEqual(concerts);
    expect(readParamsOf("HEAD", "/api/new-concerts")).toEqual(concerts);
    expect(readParamsOf("GET", "/api/new-concerts/7")).toEqual([]);
    expect(readParamsOf("GET", "/api/search")).toEqual(["keyword", "limit", "cursor"]);
    expect(readParamsOf("GET", "/api/push/public-key")).toEqual([]);
    expect(readParamsOf("POST", "/api/admin/artists/7/predict-setlist")).toEqual(["newConcertId"]);
    expect(readParamsOf("GET", "/api/no-such-call")).toEqual([]);
  });

  it("join every call a path could be: `/api/articles/user` is also `/api/articles/:id`", () => {
    expect(readParamsOf("GET", "/api/articles/user")).toEqual(["limit", "cursor"]);
  });

  it("are a page's own, matched as the web's router matches (any case, a trailing slash)", () => {
    expect(readParamsOf("GET", "/search")).toEqual(["q"]);
    expect(readParamsOf("GET", "/Search/")).toEqual(["q"]);
    expect(readParamsOf("GET", "/board/7")).toEqual(["post", "write", "edit"]);
    expect(readParamsOf("GET", "/artist/7")).toEqual(["post"]);
    expect(readParamsOf("GET", "/artist/7/setlist/8")).toEqual([]);
    expect(readParamsOf("GET", "/")).toEqual([]);
    expect(readParamsOf("POST", "/search")).toEqual([]);
  });
});
