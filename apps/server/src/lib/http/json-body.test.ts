import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type TestApp, createTestApp, expectError } from "../../test/app";

/** Finding 10: unauthenticated JSON is bounded before it is parsed. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const UNAUTHENTICATED = [
  "/auth/refresh",
  "/api/auth/refresh",
  "/api/auth/login",
  "/api/auth/signup",
  "/api/auth/logout",
];

const send = (path: string, body: string) =>
  t.app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", "x-test-client-ip": "10.60.0.1" },
    body,
  });

describe("JSON bodies on unauthenticated routes", () => {
  it.each(UNAUTHENTICATED)("%s: over 8 KB is 413, before JSON.parse", async (path) => {
    const parse = vi.spyOn(JSON, "parse");
    const body = JSON.stringify({ refreshToken: "x", pad: "a".repeat(8 * 1024) });
    await expectError(await send(path, body), 413, "PAYLOAD_TOO_LARGE");
    expect(parse.mock.calls.some(([text]) => text === body)).toBe(false);
  });

  it.each(UNAUTHENTICATED)("%s: nested deeper than 32 is 400, before JSON.parse", async (path) => {
    const parse = vi.spyOn(JSON, "parse");
    const body = `{"x":${"[".repeat(33)}${"]".repeat(33)},"refreshToken":"x"}`;
    const error = await expectError(await send(path, body), 400, "BAD_REQUEST");
    expect(error.message).toMatch(/[가-힣]/);
    expect(parse.mock.calls.some(([text]) => text === body)).toBe(false);
  });

  it("still reads brackets inside strings as text", async () => {
    const body = JSON.stringify({ email: `${"[".repeat(40)}@example.com`, password: "x" });
    await expectError(await send("/api/auth/login", body), 401);
  });
});
