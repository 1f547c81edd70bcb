import { describe, expect, it } from "vitest";
import { addressesOf, urlOf } from "./addressing";
import { addresses } from "./endpoint-addresses";
import { endpoints } from "./endpoints";

describe("the addresses the browser builds its requests from", () => {
  it("are the endpoint table's, without the schemas (else run `npm run contract:addresses`)", () => {
    expect(addresses).toEqual(addressesOf(endpoints));
  });

  it("build the same URL as the endpoint", () => {
    const parts = { params: { id: 7 }, query: { limit: 20, cursor: "" } };
    expect(urlOf(addresses.listPastConcerts, parts)).toBe("/api/artists/7/past-concerts?limit=20");
    expect(urlOf(addresses.listPastConcerts, parts)).toBe(urlOf(endpoints.listPastConcerts, parts));
  });
});
