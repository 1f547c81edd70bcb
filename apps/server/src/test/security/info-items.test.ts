import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCalendar } from "../../modules/favorites/calendar";
import { type TestApp, createTestApp } from "../app";

/** Finding 17's info items that are fixed rather than argued (see docs/security-notes.md). */
let t: TestApp;
beforeAll(async () => {
  const dist = join(mkdtempSync(join(tmpdir(), "naehan-info-")), "dist");
  mkdirSync(join(dist, "assets"), { recursive: true });
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>naehan</title>");
  writeFileSync(join(dist, "assets", "index-abc.js"), "console.log(1)");
  writeFileSync(join(dist, "assets", "index-abc.js.map"), '{"sourcesContent":["secret"]}');
  t = await createTestApp("empty", { config: { webDistDir: dist } });
});
afterAll(() => t.close());

describe("finding 17", () => {
  it("serves no source maps", async () => {
    expect((await t.request("/assets/index-abc.js")).status).toBe(200);
    const map = await t.request("/assets/index-abc.js.map");
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain("sourcesContent");
  });

  it("never takes the request id from the client", async () => {
    const response = await t.request("/api/health", { headers: { "x-request-id": "forged-id" } });
    expect(response.headers.get("x-request-id")).not.toBe("forged-id");
  });

  it("escapes a lone carriage return in calendar text", () => {
    const text = buildCalendar(
      [
        {
          id: 1,
          title: "A\rATTENDEE:mailto:evil@example.com",
          startDate: "2030-01-01",
          endDate: "2030-01-01",
          venueName: null,
          cityName: null,
          countryName: null,
          ticketUrl: null,
          ticketPlatforms: [],
          artistName: "A",
          artistKrName: null,
          updatedAt: new Date(),
          ticketRounds: [],
        } as never,
      ],
      "https://naehan.example",
      "naehan.example",
      [],
    );
    expect(text).not.toMatch(/\rATTENDEE/);
    expect(text.split("\r\n").some((line) => line.startsWith("ATTENDEE"))).toBe(false);
  });
});
