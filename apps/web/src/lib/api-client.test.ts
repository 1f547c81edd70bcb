import { concertSummaryList } from "@naehan/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tokenFor } from "../test/tokens";
import { ApiError, InvalidDataError, apiRequest, setSessionExpiredHandler } from "./api-client";
import { sessionStore } from "./session";

const oldToken = tokenFor(1);
const newToken = tokenFor(1, ["ROLE_USER"], 3600);

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

describe("the API client", () => {
  let calls: { url: string; auth: string | null }[];
  let refreshes: number;
  let refreshWorks: boolean;
  const expired = vi.fn();

  beforeEach(() => {
    calls = [];
    refreshes = 0;
    refreshWorks = true;
    expired.mockReset();
    setSessionExpiredHandler(expired);
    globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const auth = new Headers(init?.headers).get("authorization");
      calls.push({ url, auth });
      if (url === "/auth/refresh") {
        refreshes++;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return refreshWorks
          ? json(200, { accessToken: newToken, refreshToken: "refresh-2" })
          : json(401, { code: "UNAUTHORIZED", message: "만료" });
      }
      return auth === `Bearer ${newToken}`
        ? json(200, [])
        : json(401, { code: "UNAUTHORIZED", message: "만료" });
    }) as typeof fetch;
  });
  afterEach(() => sessionStore.clear());

  it("sends the bearer token and, on 401, refreshes once for concurrent requests and retries each", async () => {
    sessionStore.signIn({ token: oldToken, refreshToken: "refresh-1", nickname: "팬" });
    const results = await Promise.all(
      ["/api/a", "/api/b", "/api/c"].map((path) =>
        apiRequest(path, { schema: concertSummaryList }),
      ),
    );
    expect(results).toEqual([[], [], []]);
    expect(refreshes).toBe(1);
    expect(calls.filter((c) => c.url !== "/auth/refresh").map((c) => c.auth)).toEqual([
      `Bearer ${oldToken}`,
      `Bearer ${oldToken}`,
      `Bearer ${oldToken}`,
      `Bearer ${newToken}`,
      `Bearer ${newToken}`,
      `Bearer ${newToken}`,
    ]);
    expect(sessionStore.get()).toMatchObject({
      token: newToken,
      refreshToken: "refresh-2",
      isLoggedIn: true,
    });
  });

  it("ends the session and hands over to the login page when the refresh fails", async () => {
    refreshWorks = false;
    sessionStore.signIn({ token: oldToken, refreshToken: "refresh-1", nickname: "팬" });
    await expect(apiRequest("/api/a")).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.get().isLoggedIn).toBe(false);
    expect(localStorage.getItem("token")).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
  });

  it("logs out without trying to refresh when there is no refresh token", async () => {
    localStorage.setItem("token", oldToken);
    sessionStore.setTokens({ token: oldToken });
    await expect(apiRequest("/api/a")).rejects.toMatchObject({ status: 401 });
    expect(refreshes).toBe(0);
    expect(sessionStore.get().isLoggedIn).toBe(false);
  });

  it("does not refresh for an anonymous 401 (a wrong password)", async () => {
    const error = await apiRequest("/api/auth/login", { method: "POST", body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 401, message: "만료" });
    expect(refreshes).toBe(0);
    expect(expired).not.toHaveBeenCalled();
  });

  it("reports an answer that breaks the contract as invalid data", async () => {
    globalThis.fetch = vi.fn(async () => json(200, [{ nope: true }])) as typeof fetch;
    await expect(
      apiRequest("/api/new-concerts", { schema: concertSummaryList }),
    ).rejects.toBeInstanceOf(InvalidDataError);
  });

  it("turns a network failure into an ApiError with status 0", async () => {
    globalThis.fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    await expect(apiRequest("/api/a")).rejects.toMatchObject({ status: 0, code: "NETWORK" });
  });
});
