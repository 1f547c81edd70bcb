import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session";
import { renderWithProviders, toastTexts, fetchedUrl } from "../../../test/render";
import { tokenFor } from "../../../test/tokens";
import { FavoriteButton } from "./favorite-button";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("FavoriteButton", () => {
  beforeEach(() => {});
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it("asks a logged-out fan to log in and goes to /login", async () => {
    const fetchMock = vi.fn();
    globalThis.fetch = fetchMock as typeof fetch;
    const { router } = renderWithProviders(
      <FavoriteButton target="concert" id={5} label="공연" />,
      {
        path: "/concert/5",
      },
    );
    fireEvent.click(await screen.findByRole("button", { name: "공연 즐겨찾기" }));
    expect(toastTexts()).toEqual(["로그인이 필요합니다!"]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("loads the status on mount, fills at once on click and is disabled while the call runs", async () => {
    sessionStore.signIn({ token: tokenFor(1), refreshToken: "r", nickname: "팬" });
    let release: (r: Response) => void = () => {};
    globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (fetchedUrl(input).endsWith("/check")) return json(200, { favorite: false });
      expect(init?.method).toBe("POST");
      return new Promise<Response>((resolve) => (release = resolve));
    });
    renderWithProviders(<FavoriteButton target="artist" id={3} label="아티스트" />);
    const heart = await screen.findByRole("button", { name: "아티스트 즐겨찾기" });
    await waitFor(() => expect(heart).toBeEnabled());
    expect(heart).toHaveAttribute("aria-pressed", "false");

    fireEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute("aria-pressed", "true"));
    expect(heart).toBeDisabled();
    await act(async () => release(json(201, { favorite: true })));
    await waitFor(() => expect(heart).toBeEnabled());
    expect(heart).toHaveAttribute("aria-pressed", "true");
    expect(toastTexts()).toEqual([]);
  });

  it("says, as a concert's heart fills, that it turns the ticket reminders on", async () => {
    sessionStore.signIn({ token: tokenFor(1), refreshToken: "r", nickname: "팬" });
    globalThis.fetch = vi.fn(async (input: RequestInfo | URL) =>
      fetchedUrl(input).endsWith("/check")
        ? json(200, { favorite: false })
        : json(201, { favorite: true }),
    );
    renderWithProviders(<FavoriteButton target="concert" id={6} label="공연" />);
    const heart = await screen.findByRole("button", { name: "공연 즐겨찾기" });
    await waitFor(() => expect(heart).toBeEnabled());
    fireEvent.click(heart);
    await waitFor(() =>
      expect(toastTexts()).toEqual(["공연을 즐겨찾기했어요. 티켓 오픈 알림을 보내 드릴게요."]),
    );
  });

  it("takes a tap made before the status arrived, for the status once it is known", async () => {
    sessionStore.signIn({ token: tokenFor(1), refreshToken: "r", nickname: "팬" });
    let answerStatus: (r: Response) => void = () => {};
    const calls: string[] = [];
    globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${fetchedUrl(input)}`);
      if (fetchedUrl(input).endsWith("/check")) {
        return new Promise<Response>((resolve) => (answerStatus = resolve));
      }
      return json(200, { favorite: false });
    });
    renderWithProviders(<FavoriteButton target="artist" id={4} label="아티스트" />);
    const heart = await screen.findByRole("button", { name: "아티스트 즐겨찾기" });
    expect(heart).toBeEnabled();
    expect(heart).toHaveAttribute("aria-busy", "true");

    fireEvent.click(heart);
    expect(calls).toEqual(["GET /api/favorites/artist/4/check"]);
    await act(async () => answerStatus(json(200, { favorite: true })));
    // Already a favourite: the tap takes it away.
    await waitFor(() => expect(calls).toContain("DELETE /api/favorites/artist/4"));
    await waitFor(() => expect(heart).toHaveAttribute("aria-pressed", "false"));
    expect(calls.filter((call) => call.endsWith("/check"))).toHaveLength(1);
  });

  it("rolls back and shows a toast when the toggle fails", async () => {
    sessionStore.signIn({ token: tokenFor(1), refreshToken: "r", nickname: "팬" });
    globalThis.fetch = vi.fn(async (input: RequestInfo | URL) =>
      fetchedUrl(input).endsWith("/check")
        ? json(200, { favorite: true })
        : json(500, { code: "INTERNAL", message: "x" }),
    );
    renderWithProviders(<FavoriteButton target="concert" id={9} label="공연" />);
    const heart = await screen.findByRole("button", { name: "공연 즐겨찾기" });
    await waitFor(() => expect(heart).toHaveAttribute("aria-pressed", "true"));
    fireEvent.click(heart);
    await waitFor(() => expect(toastTexts()).toEqual(["즐겨찾기 처리 중 문제가 발생했습니다."]));
    expect(heart).toHaveAttribute("aria-pressed", "true");
  });
});
