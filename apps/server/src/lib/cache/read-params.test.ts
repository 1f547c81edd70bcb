import { describe, expect, it } from "vitest";
import { echoingSite } from "../../test/echoing-site";
import { readParamsOnly } from "./cache-rules";

describe("an app without a response cache (review of 2026-11-27, L2)", () => {
  it("gives handlers only the query parameters their route reads, as a cached one does", async () => {
    const site = echoingSite(readParamsOnly());
    expect((await site.get("/api/search?keyword=a&x=1")).seen.query).toEqual({ keyword: "a" });
    expect((await site.get("/board/1?edit=2&x=1")).seen.url).toBe(
      "http://localhost/board/1?edit=2",
    );
  });
});
