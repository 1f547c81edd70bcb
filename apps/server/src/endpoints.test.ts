import { ENDPOINT_NAMES, endpoints, routeOf } from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "./test/app";

describe("the contract's endpoint table", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Without a web build the app registers its API calls only (pages come with the build).
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("names exactly the calls the app registers", () => {
    const registered = new Set(
      t.app.routes
        .filter((route) => route.method !== "ALL" && !route.path.includes("*"))
        .map((route) => `${route.method} ${route.path}`),
    );
    const tabled = new Set(ENDPOINT_NAMES.map((name) => routeOf(endpoints[name])));
    expect(
      [...registered].filter((route) => !tabled.has(route)),
      "calls without a row",
    ).toEqual([]);
    expect(
      [...tabled].filter((route) => !registered.has(route)),
      "rows without a call",
    ).toEqual([]);
  });
});
