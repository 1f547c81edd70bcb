import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip";

const appWith = (trustProxy: boolean) =>
  new Hono().get("/", (c) => c.text(clientIp(c, trustProxy)));

const ipOf = async (trustProxy: boolean, headers: Record<string, string>) =>
  (await appWith(trustProxy).request("/", { headers })).text();

describe("clientIp", () => {
  it("takes the address the trusted proxy appended, not the ones the client made up", async () => {
    expect(await ipOf(true, { "x-forwarded-for": "1.2.3.4, 203.0.113.7" })).toBe("203.0.113.7");
    expect(await ipOf(true, { "x-forwarded-for": "203.0.113.7" })).toBe("203.0.113.7");
  });

  it("ignores X-Forwarded-For without TRUST_PROXY", async () => {
    expect(
      await ipOf(false, { "x-forwarded-for": "203.0.113.7", "x-test-client-ip": "198.51.100.1" }),
    ).toBe("198.51.100.1");
  });
});
