import type { UpcomingTicketRound } from "@naehan/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sessionStore } from "../../../lib/session";
import {
  fetchedUrl,
  jsonResponse,
  renderWithProviders,
  stubFetch,
  stubIntersectionObserver,
  toastTexts,
} from "../../../test/render";
import { tokenFor } from "../../../test/tokens";
import { Component as Home } from "./home";

const opening = (id: number, title: string, opensAt: string): UpcomingTicketRound => ({
  ticketRoundId: id,
  newConcertId: id * 10,
  kind: "GENERAL",
  label: "일반예매",
  vendor: "NOL 티켓",
  opensAt,
  closesAt: null,
  url: null,
  eligibility: [],
  note: null,
  concert: {
    newConcertId: id * 10,
    artistId: id,
    artistName: "Muse",
    title,
    posterUrl: null,
    startDate: [2027, 5, 1],
    endDate: [2027, 5, 1],
    genre: "ROCK",
    concertStatus: "UPCOMING",
  },
});
const rounds = [
  opening(1, "뮤즈 내한공연", "2027-03-05T20:00:00+09:00"),
  opening(2, "콜드플레이 내한공연", "2027-03-08T12:00:00+09:00"),
];

describe("home: 예매 임박", () => {
  beforeEach(() => stubIntersectionObserver());
  afterEach(() => sessionStore.clear());

  it("gives each round 알림 받기, which turns its concert's reminders on and says when they go out", async () => {
    sessionStore.signIn({ token: tokenFor(1), refreshToken: "r", nickname: "팬" });
    const favourites = new Set<number>([20]);
    const calls = stubFetch({
      "/api/ticket-rounds/upcoming": rounds,
      "/api/alerts/settings": {
        reminderOffsets: [1440, 10, 0],
        newConcertOfFavoriteArtist: true,
        concertChanges: true,
      },
    });
    // A concert's favourite: read at …/check, added by POST.
    const stubbed = globalThis.fetch;
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = fetchedUrl(input);
      const id = /^\/api\/favorites\/concert\/(\d+)/.exec(url)?.[1];
      if (id === undefined) return stubbed(input, init);
      calls.push({ url, init });
      if (init?.method === "POST") favourites.add(Number(id));
      return jsonResponse(
        { favorite: favourites.has(Number(id)) },
        init?.method === "POST" ? 201 : 200,
      );
    };
    renderWithProviders(<Home />);
    const row = await screen.findByRole("region", { name: "예매 임박" });
    const muse = within(row).getByRole("button", { name: "뮤즈 내한공연 일반예매 알림 받기" });
    const coldplay = within(row).getByRole("button", {
      name: "콜드플레이 내한공연 일반예매 알림 받기",
    });
    // A concert already a favourite: on, with its schedule.
    await waitFor(() => expect(coldplay).toHaveAttribute("aria-pressed", "true"));
    expect(coldplay).toHaveTextContent("알림 받는 중");
    expect(
      await within(row).findByText("2027.03.08 12:00 오픈 · 1일 전 · 10분 전 · 오픈"),
    ).toBeInTheDocument();
    await waitFor(() => expect(muse).toBeEnabled());
    expect(muse).toHaveAttribute("aria-pressed", "false");

    await userEvent.click(muse);
    await waitFor(() => expect(muse).toHaveAttribute("aria-pressed", "true"));
    expect(
      await within(row).findByText("2027.03.05 20:00 오픈 · 1일 전 · 10분 전 · 오픈"),
    ).toBeInTheDocument();
    expect(
      calls.some((c) => c.init?.method === "POST" && c.url.endsWith("/api/favorites/concert/10")),
    ).toBe(true);
    expect(toastTexts()).toContain("공연을 즐겨찾기했어요. 티켓 오픈 알림을 보내 드릴게요.");
    // The round's card still opens its concert.
    expect(
      within(row)
        .getAllByRole("link")
        .map((l) => l.getAttribute("href")),
    ).toEqual(["/concert/10", "/concert/20"]);
  });

  it("asks a logged-out fan to log in, and asks the server nothing about favourites", async () => {
    const calls = stubFetch({ "/api/ticket-rounds/upcoming": rounds });
    const { router } = renderWithProviders(<Home />);
    const row = await screen.findByRole("region", { name: "예매 임박" });
    await userEvent.click(
      within(row).getByRole("button", { name: "뮤즈 내한공연 일반예매 알림 받기" }),
    );
    expect(toastTexts()).toEqual(["로그인이 필요합니다!"]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(calls.some((c) => c.url.includes("/api/favorites"))).toBe(false);
  });
});
