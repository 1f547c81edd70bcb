import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { ProviderButtons } from "./provider-buttons";

const offering = (providers: string[]) => {
  globalThis.fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ providers }), {
        status: 200,
        headers: { "content-type": "application/json" },
      }),
  );
};

describe("ProviderButtons", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows 카카오 로그인 then 네이버 로그인, each leaving for the server's sign-in with where to return", async () => {
    offering(["kakao", "naver"]);
    renderWithProviders(<ProviderButtons returnTo="/concert/3" />);
    const kakao = await screen.findByRole("link", { name: "카카오 로그인" });
    const naver = screen.getByRole("link", { name: "네이버 로그인" });
    expect(kakao).toHaveAttribute("href", "/auth/kakao?returnTo=%2Fconcert%2F3");
    expect(naver).toHaveAttribute("href", "/auth/naver?returnTo=%2Fconcert%2F3");
    expect(kakao.compareDocumentPosition(naver) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows nothing when the server has no provider keys", async () => {
    offering([]);
    const { container } = renderWithProviders(<ProviderButtons />);
    await vi.waitFor(() => expect(globalThis.fetch).toHaveBeenCalled(), { timeout: 5_000 });
    expect(container.querySelector("a")).toBeNull();
    expect(screen.queryByText("또는 이메일로 로그인")).toBeNull();
  });
});
