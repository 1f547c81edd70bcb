import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "./test/app";
import { webBuild } from "./test/web-build";

/**
 * A server renderer that reads the API and hands back state holding text that tries to close its
 * script element; my page is left to the browser.
 */
const RENDERER = `
  export async function render(request, apiFetch) {
    const path = new URL(request.url).pathname;
    if (path === "/mypage") return { kind: "shell", head: {} };
    const concerts = await (await apiFetch("/api/new-concerts")).json();
    const state = JSON.stringify({ concerts, note: "</script><script>alert(1)</script>" })
      .replace(/</g, "\\\\u003c");
    return {
      kind: "page",
      status: path === "/no-such-page" ? 404 : 200,
      html: "<main><h1>내한</h1></main>",
      state,
      modules: ["src/routes/concert.tsx"],
      head: { title: "</title><script>alert(1)</script>" },
    };
  }
  export async function renderHead() {
    return {};
  }`;

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
    const preflight = await t.app.request("/api/articles", {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    expect(preflight.headers.get("access-control-allow-methods")).toBeNull();
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
    const otherPreflight = await t.app.request("/api/articles", {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(otherPreflight.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("rendered pages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("empty", { config: { webDistDir: webBuild(RENDERER) } });
  });
  afterAll(() => t.close());

  it.each(["/", "/concert/1", "/artist/1", "/mypage", "/no-such-page"])(
    "%s: the CSP headers, and no script the CSP would block",
    async (path) => {
      const response = await t.request(path);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");

      const html = await response.text();
      // My page is left to the browser; every other page arrives rendered, with its data.
      if (path !== "/mypage") expect(html).toContain('id="naehan-state"');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes = "", content = ""] of scripts) {
        if (/\bsrc=/.test(attributes)) {
          expect(content.trim(), "a script with src has no body").toBe("");
        } else {
          // Data for the browser, never run: the CSP does not apply and nothing escapes it.
          expect(attributes).toMatch(/\btype="application\/json"/);
          expect(content).not.toMatch(/<\/?script/i);
          expect(() => JSON.parse(content) as unknown).not.toThrow();
        }
      }
      expect(html).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/javascript:/i);
    },
  );
});
