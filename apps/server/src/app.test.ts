import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "./test/app";

describe("response headers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("carry a CSP without inline scripts and the other protective headers", async () => {
    const response = await t.request("/api/new-concerts");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.get("x-request-id")).toMatch(/^[\w-]+$/);
  });

  it("keep CORS closed when no origin is configured", async () => {
    const response = await t.request("/api/new-concerts", {
      headers: { origin: "https://evil.example" },
    });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("behind a TLS proxy, with allowed origins", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("empty", {
      config: { trustProxy: true, corsOrigins: ["https://naehan.example"] },
    });
  });
  afterAll(() => t.close());

  it("sends HSTS", async () => {
    const response = await t.request("/api/new-concerts");
    expect(response.headers.get("strict-transport-security")).toContain("max-age=31536000");
  });

  it("answers CORS for a listed origin only", async () => {
    const allowed = await t.request("/api/new-concerts", {
      headers: { origin: "https://naehan.example" },
    });
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://naehan.example");
    const preflight = await t.app.request("/api/articles", {
      method: "OPTIONS",
      headers: { origin: "https://naehan.example", "access-control-request-method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
    const other = await t.request("/api/new-concerts", {
      headers: { origin: "https://evil.example" },
    });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });
});
