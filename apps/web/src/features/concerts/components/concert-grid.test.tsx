import type { Concert } from "@naehan/contract";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../../../test/render";
import { ConcertGrid } from "./concert-grid";

const concert = (id: number, title: string, cityName: string): Concert => ({
  newConcertId: id,
  artistId: 1,
  artistName: "YOASOBI",
  title,
  posterUrl: null,
  startDate: [2026, 11, 28 + id],
  endDate: [2026, 11, 28 + id],
  genre: "JPOP",
  concertStatus: "UPCOMING",
  subTitle: null,
  venueName: "벡스코",
  cityName,
  countryName: "대한민국",
  countryCode: "KR",
  ticketPlatforms: null,
  ticketUrl: null,
  date: "2026-11-29",
  startTime: null,
  doorsTime: null,
  ogImageUrl: null,
});

const latest = [concert(2, "YOASOBI ASIA TOUR 2027 IN KOREA", "서울")];
const soon = [concert(1, "YOASOBI ASIA TOUR 2027 IN BUSAN", "부산"), ...latest];

describe("ConcertGrid", () => {
  it("keeps the spec's order by default and offers 공연 임박순, asking the server for it", async () => {
    const calls = stubFetch({
      "/api/new-concerts": (_init: unknown, url: string) =>
        new Response(JSON.stringify(url.includes("sort=soon") ? soon : latest), {
          headers: { "content-type": "application/json" },
        }),
    });
    renderWithProviders(<ConcertGrid slug="jpop" />, { path: "/jpop" });
    const sorts = screen.getByRole("navigation", { name: "정렬" });
    expect(within(sorts).getByRole("link", { name: "최신 등록순" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await screen.findByText("YOASOBI ASIA TOUR 2027 IN KOREA");
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(calls.every((c) => !c.url.includes("sort="))).toBe(true);

    fireEvent.click(within(sorts).getByRole("link", { name: "공연 임박순" }));
    expect(within(sorts).getByRole("link", { name: "공연 임박순" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await screen.findByText("YOASOBI ASIA TOUR 2027 IN BUSAN");
    expect(calls.at(-1)?.url).toMatch(/[?&]sort=soon(&|$)/);
    // The city stays readable beside the dates however the title is cut.
    const cards = screen.getAllByRole("article");
    expect(cards[0]).toHaveTextContent(/2026\.11\.29 · 부산/);
    expect(cards[1]).toHaveTextContent(/· 서울/);
  });
});
