import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeToken, tokenFor } from "../test/tokens";
import { sessionStore } from "./session";
import { isExpired, restoreSession } from "./session-restore";

afterEach(() => sessionStore.clear());

describe("session", () => {
  it("keeps token, refresh token and nickname in local storage and reads the role from roles[0]", () => {
    sessionStore.signIn({
      token: tokenFor(7, ["ROLE_ADMIN"]),
      refreshToken: "r",
      nickname: "관리자",
    });
    expect(localStorage.getItem("nickname")).toBe("관리자");
    expect(sessionStore.get()).toMatchObject({
      isLoggedIn: true,
      role: "ROLE_ADMIN",
      userId: 7,
      nickname: "관리자",
    });
    sessionStore.clear();
    expect(sessionStore.get().isLoggedIn).toBe(false);
    expect(localStorage.getItem("refreshToken")).toBeNull();
  });

  it("detects expired and undecodable tokens", () => {
    expect(isExpired(tokenFor(1))).toBe(false);
    expect(isExpired(tokenFor(1, ["ROLE_USER"], -10))).toBe(true);
    expect(isExpired("not-a-token")).toBe(true);
    expect(isExpired(fakeToken({ id: 1 }))).toBe(true);
  });

  it("renews an expired access token on load", async () => {
    const fresh = tokenFor(1);
    globalThis.fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ accessToken: fresh, refreshToken: "r2" }), { status: 200 }),
    );
    sessionStore.signIn({
      token: tokenFor(1, ["ROLE_USER"], -60),
      refreshToken: "r1",
      nickname: "팬",
    });
    await restoreSession();
    expect(sessionStore.get()).toMatchObject({
      isLoggedIn: true,
      token: fresh,
      refreshToken: "r2",
    });
  });

  it("ends a session on load whose refresh token is refused", async () => {
    globalThis.fetch = vi.fn(async () => new Response("{}", { status: 401 }));
    sessionStore.signIn({
      token: tokenFor(1, ["ROLE_USER"], -60),
      refreshToken: "r1",
      nickname: "팬",
    });
    await restoreSession();
    expect(sessionStore.get().isLoggedIn).toBe(false);
  });
});
