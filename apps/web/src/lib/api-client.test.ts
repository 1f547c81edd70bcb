import { fetchedUrl } from "../test/render";
import { addresses } from "@naehan/contract";
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
      const url = fetchedUrl(input);
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
    });
  });
  afterEach(() => sessionStore.clear());

  it("sends the bearer token and, on 401, refreshes once for concurrent requests and retries each", async () => {
    sessionStore.signIn({ token: oldToken, refreshToken: "refresh-1", nickname: "팬" });
    const results = await Promise.all([
      apiRequest(addresses.listArtists),
      apiRequest(addresses.listConcerts),
      apiRequest(addresses.search, { query: { keyword: "뮤즈" } }),
    ]);
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
    await expect(apiRequest(addresses.listArtists)).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.get().isLoggedIn).toBe(false);
    expect(localStorage.getItem("token")).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
  });

  it("logs out without trying to refresh when there is no refresh token", async () => {
    localStorage.setItem("token", oldToken);
    sessionStore.setTokens({ token: oldToken });
    await expect(apiRequest(addresses.listArtists)).rejects.toMatchObject({ status: 401 });
    expect(refreshes).toBe(0);
    expect(sessionStore.get().isLoggedIn).toBe(false);
  });

  it("does not refresh for an anonymous 401 (a wrong password)", async () => {
    const error = await apiRequest(addresses.login, {
      body: { email: "fan@example.com", password: "wrong" },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: "만료" });
    expect(refreshes).toBe(0);
    expect(expired).not.toHaveBeenCalled();
  });

  it("makes each call as the endpoint table says: method, path, query and JSON body", async () => {
    const sent: { method?: string; url: string; body?: unknown }[] = [];
    globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ method: init?.method, url: fetchedUrl(input), body: init?.body });
      return init?.method === "DELETE" ? new Response(null, { status: 204 }) : json(200, []);
    });
    await apiRequest(addresses.deleteComment, { params: { id: 9 } });
    await apiRequest(addresses.listPastConcerts, {
      params: { id: 3 },
      query: { limit: 20, cursor: "a b" },
    });
    await expect(
      apiRequest(addresses.updateComment, { params: { id: 9 }, body: { content: "고침" } }),
    ).rejects.toBeInstanceOf(InvalidDataError);
    expect(sent).toEqual([
      { method: "DELETE", url: "/api/comments/9", body: undefined },
      { method: "GET", url: "/api/artists/3/past-concerts?limit=20&cursor=a+b", body: undefined },
      { method: "PUT", url: "/api/comments/9", body: JSON.stringify({ content: "고침" }) },
    ]);
  });

  it("reports an answer that breaks the contract as invalid data", async () => {
    globalThis.fetch = vi.fn(async () => json(200, [{ nope: true }]));
    await expect(apiRequest(addresses.listConcerts)).rejects.toBeInstanceOf(InvalidDataError);
  });

  it("turns a network failure into an ApiError with status 0", async () => {
    globalThis.fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(apiRequest(addresses.listArtists)).rejects.toMatchObject({
      status: 0,
      code: "NETWORK",
    });
  });
});
