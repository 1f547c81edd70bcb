import type { UpcomingTicketRound } from "@naehan/contract";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubFetch, stubIntersectionObserver } from "../../../test/render";
import { TicketOpen } from "./ticket-open";
import { TicketOpeningRow } from "./ticket-opening-row";

const opening = (id: number, opensAt: string, title: string): UpcomingTicketRound => ({
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
    artistId: 1,
    artistName: "Muse",
    title,
    posterUrl: null,
    startDate: [2027, 5, 1],
    endDate: [2027, 5, 1],
    genre: "ROCK",
    concertStatus: "UPCOMING",
  },
});

describe("TicketOpeningRow", () => {
  beforeEach(() => stubIntersectionObserver());
  afterEach(() => vi.useRealTimers());

  it("shows the rounds opening soon in the server's order, each with its countdown and concert link", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-03-05T16:48:00+09:00"));
    const calls = stubFetch({
      "/api/ticket-rounds/upcoming": [
        opening(1, "2027-03-05T20:00:00+09:00", "뮤즈 내한공연"),
        opening(2, "2027-03-08T12:00:00+09:00", "콜드플레이 내한공연"),
      ],
    });
    renderWithProviders(<TicketOpeningRow />);
    const row = await screen.findByRole("region", { name: "예매 임박" });
    const links = within(row).getAllByRole("link");
    expect(links.map((l) => l.getAttribute("href"))).toEqual(["/concert/10", "/concert/20"]);
    expect(links[0]).toHaveTextContent(
      "3시간 12분 후뮤즈 내한공연일반예매 · NOL 티켓2027.03.05 (금) 20:00",
    );
    expect(links[1]).toHaveTextContent("D-3");
    expect(calls[0]?.url).toBe("/api/ticket-rounds/upcoming?days=7");
  });

  it("reads the same countdown as the concert page at the same moment", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 19 minutes 46 seconds before the opening: both say 20분 후.
    vi.setSystemTime(new Date("2027-03-05T19:40:14+09:00"));
    const round = opening(1, "2027-03-05T20:00:00+09:00", "뮤즈 내한공연");
    stubFetch({ "/api/ticket-rounds/upcoming": [round] });
    renderWithProviders(
      <>
        <TicketOpeningRow />
        <TicketOpen rounds={[round]} prices={[]} />
      </>,
    );
    const row = await screen.findByRole("region", { name: "예매 임박" });
    const page = screen.getByRole("region", { name: "티켓 오픈" });
    expect(within(row).getByRole("timer")).toHaveTextContent("20분 후");
    expect(within(page).getByRole("timer")).toHaveTextContent("20분 후");
  });

  it("is left out when nothing opens within the week", async () => {
    const calls = stubFetch({ "/api/ticket-rounds/upcoming": [] });
    renderWithProviders(<TicketOpeningRow />);
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 5_000 });
    expect(screen.queryByRole("region", { name: "예매 임박" })).toBeNull();
  });
});
