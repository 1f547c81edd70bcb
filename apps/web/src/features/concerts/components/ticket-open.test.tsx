import type { ConcertSummary, TicketRound } from "@naehan/contract";
import { act, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TicketOpen } from "./ticket-open";

const round = (overrides: Partial<TicketRound>): TicketRound => ({
  ticketRoundId: 1,
  newConcertId: 7,
  kind: "FANCLUB_PRESALE",
  label: "팬클럽 선예매",
  vendor: "멜론티켓",
  opensAt: "2027-03-05T20:00:00+09:00",
  closesAt: "2027-03-06T23:59:00+09:00",
  url: "https://ticket.melon.com/performance/index.htm?prodId=1",
  eligibility: ["공식 팬클럽 인증", "1인 2매"],
  note: null,
  ...overrides,
});

const rounds = [
  round({}),
  round({
    ticketRoundId: 2,
    kind: "GENERAL",
    label: "일반예매",
    vendor: "NOL 티켓",
    opensAt: "2027-03-10T20:00:00+09:00",
    closesAt: null,
    url: "https://tickets.interpark.com/goods/1",
    eligibility: [],
  }),
];
const prices = [
  { grade: "VIP석", price: 198_000 },
  { grade: "R석", price: 165_000 },
];

describe("TicketOpen", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] }));
  afterEach(() => vi.useRealTimers());

  it("shows each round's vendor, Korean time, conditions as chips and the vendor's link", () => {
    vi.setSystemTime(new Date("2027-03-03T12:00:00+09:00"));
    render(<TicketOpen rounds={rounds} prices={prices} />);
    expect(screen.getByRole("heading", { name: "티켓 오픈" })).toBeInTheDocument();
    const presale = screen.getByRole("heading", { name: "팬클럽 선예매" }).closest("li")!;
    expect(presale).toHaveTextContent("멜론티켓");
    expect(presale).toHaveTextContent("2027.03.05 (금) 20:00 오픈");
    expect(presale).toHaveTextContent("2027.03.06 (토) 23:59 마감");
    const chips = within(presale).getByRole("list", { name: "예매 조건" });
    expect(
      within(chips)
        .getAllByRole("listitem")
        .map((c) => c.textContent),
    ).toEqual(["공식 팬클럽 인증", "1인 2매"]);
    expect(
      within(presale).getByRole("link", { name: "멜론티켓 팬클럽 선예매 예매 페이지" }),
    ).toHaveAttribute("href", "https://ticket.melon.com/performance/index.htm?prodId=1");
  });

  it("counts down live: D-2, then hours and minutes, then 오픈 중 and 마감", () => {
    vi.setSystemTime(new Date("2027-03-03T12:00:00+09:00"));
    render(<TicketOpen rounds={rounds} prices={[]} />);
    const timers = () => screen.getAllByRole("timer").map((t) => t.textContent);
    expect(timers()).toEqual(["D-2", "D-7"]);

    act(() => {
      vi.setSystemTime(new Date("2027-03-05T16:47:59+09:00"));
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timers()).toEqual(["3시간 12분 후", "D-5"]);

    act(() => {
      vi.setSystemTime(new Date("2027-03-05T19:59:59+09:00"));
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timers()[0]).toBe("오픈 중");

    act(() => {
      vi.setSystemTime(new Date("2027-03-06T23:58:59+09:00"));
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timers()[0]).toBe("마감");
    expect(screen.queryByRole("link", { name: /팬클럽 선예매 예매 페이지/ })).toBeNull();
  });

  it("never offers an open round of a show that is over", () => {
    // The 일반예매 round is open (no close time), but the show was on 2027.03.12.
    vi.setSystemTime(new Date("2027-03-13T09:00:00+09:00"));
    const show: Pick<ConcertSummary, "concertStatus" | "endDate"> = {
      concertStatus: "UPCOMING",
      endDate: [2027, 3, 12],
    };
    const { rerender } = render(<TicketOpen rounds={rounds} prices={[]} concert={show} />);
    const timers = () => screen.getAllByRole("timer").map((t) => t.textContent);
    expect(timers()).toEqual(["마감", "마감"]);
    expect(screen.queryByText("오픈 중")).toBeNull();
    expect(screen.queryByRole("link", { name: /예매 페이지/ })).toBeNull();

    // Marked 공연 종료 by the admin, even before its last day is over.
    vi.setSystemTime(new Date("2027-03-12T22:00:00+09:00"));
    rerender(
      <TicketOpen rounds={rounds} prices={[]} concert={{ ...show, concertStatus: "COMPLETED" }} />,
    );
    expect(timers()).toEqual(["마감", "마감"]);
    expect(screen.queryByRole("link", { name: /예매 페이지/ })).toBeNull();

    // The evening of the show, not marked: the open round still sells.
    rerender(<TicketOpen rounds={rounds} prices={[]} concert={show} />);
    expect(timers()).toEqual(["마감", "오픈 중"]);
  });

  it("lists the seat prices in won", () => {
    vi.setSystemTime(new Date("2027-03-03T12:00:00+09:00"));
    render(<TicketOpen rounds={[]} prices={prices} />);
    const table = screen.getByRole("table", { name: "좌석 가격" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["VIP석198,000원", "R석165,000원"]);
  });

  it("shows nothing for a concert without rounds or prices", () => {
    const { container } = render(<TicketOpen rounds={[]} prices={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
