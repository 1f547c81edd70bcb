import { loginResponse } from "@naehan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { TEST_PASSWORD, buildUser } from "../../test/users";
import { LOGIN_LIMITS } from "./auth.routes";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const attempt = (email: string, password: string, ip: string) =>
  t.request("/api/auth/login", { json: { email, password }, headers: { "x-test-client-ip": ip } });

describe("login throttling", () => {
  it("locks one (account, address) pair after repeated failures, with Retry-After", async () => {
    const user = await buildUser(t);
    for (let i = 0; i < LOGIN_LIMITS.pair.max; i++) {
      await expectError(await attempt(user.email, "wrong-password", "10.0.0.1"), 401);
    }
    const locked = await attempt(user.email, TEST_PASSWORD, "10.0.0.1");
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    const error = await expectError(locked, 429, "RATE_LIMITED");
    expect(error.message).toMatch(
      /^로그인 시도가 너무 많습니다\. \d+분 후에 다시 시도해 주세요\.$/,
    );
  });

  it("never locks the owner out from another address (finding 12)", async () => {
    const user = await buildUser(t);
    for (let i = 0; i < LOGIN_LIMITS.pair.max; i++) {
      await expectError(await attempt(user.email, "wrong-password", "10.0.4.1"), 401);
    }
    await expectError(await attempt(user.email, TEST_PASSWORD, "10.0.4.1"), 429);
    await expectBody(await attempt(user.email, TEST_PASSWORD, "10.0.4.2"), loginResponse);
  });

  it("slows guessing spread over many addresses, yet a new address still gets a first try (finding 12)", async () => {
    const user = await buildUser(t);
    for (let i = 0; i < LOGIN_LIMITS.account.slowAfter; i++) {
      await expectError(await attempt(user.email, "wrong-password", `10.0.5.${i}`), 401);
    }
    // Past the account's threshold each address gets one try per window for this account.
    await expectError(await attempt(user.email, "wrong-password", "10.0.6.1"), 401);
    await expectError(await attempt(user.email, "wrong-password", "10.0.6.1"), 429);
    await expectBody(await attempt(user.email, TEST_PASSWORD, "10.0.6.2"), loginResponse);
  });

  it("forgets an account's failures after a successful login", async () => {
    const user = await buildUser(t);
    for (let i = 0; i < LOGIN_LIMITS.pair.max - 1; i++) {
      await expectError(await attempt(user.email, "wrong-password", "10.0.2.1"), 401);
    }
    await expectBody(await attempt(user.email, TEST_PASSWORD, "10.0.2.1"), loginResponse);
    for (let i = 0; i < LOGIN_LIMITS.pair.max - 1; i++) {
      await expectError(await attempt(user.email, "wrong-password", "10.0.2.1"), 401);
    }
    await expectBody(await attempt(user.email, TEST_PASSWORD, "10.0.2.1"), loginResponse);
  });

  it("blocks an address that fails across many accounts, but not other addresses", async () => {
    const victim = await buildUser(t);
    for (let i = 0; i < LOGIN_LIMITS.address.max; i++) {
      await expectError(await attempt(`guess${i}@example.com`, "wrong-password", "10.0.3.3"), 401);
    }
    await expectError(await attempt(victim.email, TEST_PASSWORD, "10.0.3.3"), 429);
    await expectBody(await attempt(victim.email, TEST_PASSWORD, "10.0.3.4"), loginResponse);
  });
});
