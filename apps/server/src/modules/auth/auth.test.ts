import {
  AUTH_MESSAGES,
  loginResponse,
  me,
  refreshResponse,
  signupResponse,
} from "@naehan/contract";
import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { signAccessToken } from "../../lib/auth/tokens";
import { argon2Hasher, passwordQueue } from "../../lib/auth/password";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { TEST_PASSWORD, buildUser } from "../../test/users";

let t: TestApp;
beforeAll(async () => {
  // No grace window: a spent token presented again is a replay at once (the two-tab grace is
  // tested against a real server in test/security/concurrency.test.ts).
  // The production hasher: this file checks what a real sign-up stores.
  t = await createTestApp("empty", {
    config: { refreshGraceSeconds: 0 },
    passwords: passwordQueue(argon2Hasher),
  });
});
afterAll(() => t.close());

const signupBody = (n: string) => ({
  email: `fan${n}@example.com`,
  nickname: `팬${n}호`,
  password: "secret-pass1!",
  confirmPassword: "secret-pass1!",
});

describe("POST /api/auth/signup", () => {
  it("creates the account and stores only an argon2id hash", async () => {
    const body = await expectBody(
      await t.request("/api/auth/signup", {
        json: { ...signupBody("1"), email: "  Fan1@Example.com " },
      }),
      signupResponse,
      201,
    );
    expect(body).toMatchObject({ email: "fan1@example.com", nickname: "팬1호" });
    const [row] = await t.db.db.select().from(users).where(eq(users.id, body.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain("secret-pass1!");
    expect(row?.role).toBe("ROLE_USER");
  });

  it.each([
    [{ email: "" }, "email", AUTH_MESSAGES.emailRequired],
    [{ email: "not-an-address" }, "email", AUTH_MESSAGES.emailInvalid],
    [{ nickname: " " }, "nickname", AUTH_MESSAGES.nicknameRequired],
    [{ nickname: "ab" }, "nickname", AUTH_MESSAGES.nicknameTooShort],
    [{ password: "", confirmPassword: "" }, "password", AUTH_MESSAGES.passwordRequired],
    [{ password: "short", confirmPassword: "short" }, "password", AUTH_MESSAGES.passwordTooShort],
    [{ confirmPassword: "" }, "confirmPassword", AUTH_MESSAGES.confirmRequired],
    [{ confirmPassword: "other-pass1!" }, "confirmPassword", AUTH_MESSAGES.passwordMismatch],
  ])("answers 422 for %o with the spec's message", async (patch, field, message) => {
    const error = await expectError(
      await t.request("/api/auth/signup", { json: { ...signupBody("x"), ...patch } }),
      422,
      "VALIDATION_FAILED",
    );
    expect(error.fields?.[field]).toBe(message);
  });

  it("refuses a taken email or nickname, ignoring case, with 409", async () => {
    await expectBody(
      await t.request("/api/auth/signup", { json: signupBody("2") }),
      signupResponse,
      201,
    );
    const email = await expectError(
      await t.request("/api/auth/signup", {
        json: { ...signupBody("3"), email: "FAN2@example.com" },
      }),
      409,
      "EMAIL_TAKEN",
    );
    expect(email.message).toBe("이미 사용 중인 이메일입니다.");
    const nickname = await expectError(
      await t.request("/api/auth/signup", { json: { ...signupBody("4"), nickname: "팬2호" } }),
      409,
      "NICKNAME_TAKEN",
    );
    expect(nickname.message).toBe("이미 사용 중인 닉네임입니다.");
  });

  it("rejects a body that is not JSON", async () => {
    await expectError(
      await t.request("/api/auth/signup", {
        method: "POST",
        headers: { "content-type": "text/plain" },
      }),
      415,
    );
    const broken = await t.app.request("/api/auth/signup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{nope",
    });
    await expectError(broken, 400, "BAD_REQUEST");
  });
});

describe("POST /api/auth/login", () => {
  it("answers a 30-minute access token with the roles array, a refresh token and the nickname", async () => {
    const user = await buildUser(t, { email: "login@example.com" });
    const body = await expectBody(
      await t.request("/api/auth/login", {
        json: { email: "LOGIN@example.com", password: TEST_PASSWORD },
      }),
      loginResponse,
    );
    expect(body).toMatchObject({ id: user.id, nickname: user.nickname });
    const claims = decodeJwt(body.accessToken);
    expect(claims).toMatchObject({
      sub: String(user.id),
      id: user.id,
      nickname: user.nickname,
      roles: ["ROLE_USER"],
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(30 * 60);
    expect(body.refreshToken.length).toBeGreaterThan(30);
  });

  it("gives the same answer for a wrong password and an unknown email", async () => {
    await buildUser(t, { email: "known@example.com" });
    const wrong = await expectError(
      await t.request("/api/auth/login", {
        json: { email: "known@example.com", password: "wrong-password" },
      }),
      401,
    );
    const unknown = await expectError(
      await t.request("/api/auth/login", {
        json: { email: "nobody@example.com", password: "wrong-password" },
      }),
      401,
    );
    expect(wrong).toEqual(unknown);
    expect(wrong.message).toBe("이메일 또는 비밀번호가 올바르지 않습니다.");
  });

  it("answers 422 with the spec's texts when a field is empty", async () => {
    const error = await expectError(
      await t.request("/api/auth/login", { json: { email: "", password: "" } }),
      422,
    );
    expect(error.fields).toEqual({
      email: "로그인: 이메일을 입력하세요.",
      password: "비밀번호를 입력하세요.",
    });
  });
});

describe("protected calls", () => {
  it("answer 401 without a token, with a malformed, forged or expired one; 200 with a valid one", async () => {
    const user = await buildUser(t);
    await expectError(await t.request("/api/auth/me"), 401, "UNAUTHORIZED");
    await expectError(await t.request("/api/auth/me", { token: "garbage" }), 401);
    const forged = await signAccessToken(
      new TextEncoder().encode("another-secret-another-secret-!!"),
      {
        id: user.id,
        nickname: user.nickname,
        roles: ["ROLE_ADMIN"],
      },
    );
    await expectError(await t.request("/api/auth/me", { token: forged }), 401);
    const expired = await signAccessToken(t.jwtSecret, user, new Date(Date.now() - 31 * 60 * 1000));
    await expectError(await t.request("/api/auth/me", { token: expired }), 401);
    const body = await expectBody(await t.request("/api/auth/me", { token: user.token }), me);
    expect(body).toEqual({
      id: user.id,
      email: user.email,
      nickname: user.nickname,
      roles: ["ROLE_USER"],
    });
  });
});

async function loginTokens(email: string) {
  return expectBody(
    await t.request("/api/auth/login", { json: { email, password: TEST_PASSWORD } }),
    loginResponse,
  );
}

describe("refresh tokens", () => {
  it("rotate on every refresh, at /auth/refresh and /api/auth/refresh", async () => {
    const user = await buildUser(t);
    const first = await loginTokens(user.email);
    const second = await expectBody(
      await t.request("/auth/refresh", { json: { refreshToken: first.refreshToken } }),
      refreshResponse,
    );
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(decodeJwt(second.accessToken).id).toBe(user.id);
    const third = await expectBody(
      await t.request("/api/auth/refresh", { json: { refreshToken: second.refreshToken } }),
      refreshResponse,
    );
    await expectBody(await t.request("/api/auth/me", { token: third.accessToken }), me);
  });

  it("revoke the whole family when a spent token is presented again", async () => {
    const user = await buildUser(t);
    const login = await loginTokens(user.email);
    const rotated = await expectBody(
      await t.request("/auth/refresh", { json: { refreshToken: login.refreshToken } }),
      refreshResponse,
    );
    // Someone replays the first token: refused, and the legitimate newer one dies with it.
    await expectError(
      await t.request("/auth/refresh", { json: { refreshToken: login.refreshToken } }),
      401,
    );
    await expectError(
      await t.request("/auth/refresh", { json: { refreshToken: rotated.refreshToken } }),
      401,
    );
    // Another login (another family) is unaffected.
    const other = await loginTokens(user.email);
    await expectBody(
      await t.request("/auth/refresh", { json: { refreshToken: other.refreshToken } }),
      refreshResponse,
    );
  });

  it("stop working after logout, and logout is idempotent", async () => {
    const user = await buildUser(t);
    const login = await loginTokens(user.email);
    const out = await t.request("/api/auth/logout", { json: { refreshToken: login.refreshToken } });
    expect(out.status).toBe(204);
    expect(
      (await t.request("/api/auth/logout", { json: { refreshToken: login.refreshToken } })).status,
    ).toBe(204);
    const refused = await expectError(
      await t.request("/auth/refresh", { json: { refreshToken: login.refreshToken } }),
      401,
    );
    expect(refused.message).toContain("다시 로그인");
  });

  it("refuse an unknown token", async () => {
    await expectError(await t.request("/auth/refresh", { json: { refreshToken: "made-up" } }), 401);
    await expectError(await t.request("/auth/refresh", { json: {} }), 422);
  });
});

describe("a rule the contract gives no text for", () => {
  it("still answers in Korean, never zod's English default", async () => {
    const body = await expectError(
      await t.request("/api/auth/refresh", { json: { refreshToken: 42 } }),
      422,
      "VALIDATION_FAILED",
    );
    expect(body.message).toBe("입력값이 올바르지 않습니다.");
    expect(body.fields).toEqual({ refreshToken: "입력값이 올바르지 않습니다." });
  });
});
