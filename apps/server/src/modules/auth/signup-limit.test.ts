import { signupResponse } from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { SIGNUP_LIMIT } from "./auth.routes";

let n = 0;
const account = () => {
  n += 1;
  return {
    email: `joiner${n}@example.com`,
    nickname: `가입자${n}호`,
    password: "secret-pass1!",
    confirmPassword: "secret-pass1!",
  };
};

describe("sign-up throttling per address", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signup = (ip: string, json: unknown = account()) =>
    t.request("/api/auth/signup", { json, headers: { "x-test-client-ip": ip } });

  it("stops one address after the limit, with Retry-After, while another address still joins", async () => {
    // A broken form is not counted: fixing a typo never locks anyone out.
    await expectError(await signup("10.1.0.1", { ...account(), password: "x" }), 422);
    for (let i = 0; i < SIGNUP_LIMIT.max; i++) {
      await expectBody(await signup("10.1.0.1"), signupResponse, 201);
    }
    const blocked = await signup("10.1.0.1");
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(SIGNUP_LIMIT.windowSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(SIGNUP_LIMIT.windowSeconds);
    const error = await expectError(blocked, 429, "RATE_LIMITED");
    expect(error.message).toBe("회원가입 요청이 너무 많습니다. 60분 후에 다시 시도해 주세요.");

    await expectBody(await signup("10.1.0.2"), signupResponse, 201);
  });
});

describe("sign-up throttling behind a proxy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("empty", { config: { trustProxy: true } });
  });
  afterAll(() => t.close());

  const signup = (forwardedFor: string) =>
    t.request("/api/auth/signup", {
      json: account(),
      headers: { "x-forwarded-for": forwardedFor },
    });

  it("counts the address the proxy appended, not the ones the client wrote before it", async () => {
    // The proxy appends the address it saw; anything before it is the client's own claim.
    for (let i = 0; i < SIGNUP_LIMIT.max; i++) {
      await expectBody(await signup(`192.0.2.${i}, 203.0.113.7`), signupResponse, 201);
    }
    await expectError(await signup("192.0.2.200, 203.0.113.7"), 429, "RATE_LIMITED");
    await expectBody(await signup("192.0.2.200, 198.51.100.4"), signupResponse, 201);
  });
});
