import { fireEvent, screen } from "@testing-library/react";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch, stubIntersectionObserver } from "../../../test/render";
import { ConcertRow } from "./concert-row";

const concerts = Array.from({ length: 10 }, (_, i) => ({
  newConcertId: 100 - i,
  artistId: 1,
  artistName: "Coldplay",
  title: `공연 ${100 - i}`,
  posterUrl: null,
  startDate: [2027, 1, 1],
  endDate: [2027, 1, 1],
  genre: "POP",
  concertStatus: "UPCOMING",
  subTitle: null,
  venueName: "KSPO DOME",
  cityName: "서울",
  countryName: "대한민국",
  countryCode: "KR",
  ticketPlatforms: null,
  ticketUrl: null,
  date: "2027-01-01",
  startTime: null,
  doorsTime: null,
  ogImageUrl: null,
}));

describe("ConcertRow", () => {
  it("is where the fan left it when they come back, and at its start on a new visit", async () => {
    stubIntersectionObserver();
    stubFetch({ "/api/new-concerts": concerts });
    const { router } = renderWithProviders(<ConcertRow slug="pop" />);
    const row = () => screen.getByRole("region", { name: "POP" }).querySelector("ul")!;
    await screen.findByRole("link", { name: /공연 100/ });
    row().scrollLeft = 450;
    fireEvent.scroll(row());

    await act(() => router.navigate("/login"));
    await screen.findByText("login page");
    await act(() => router.navigate(-1));
    await screen.findByRole("link", { name: /공연 100/ });
    expect(row().scrollLeft).toBe(450);

    // The same page reached anew starts at the beginning.
    await act(() => router.navigate("/login"));
    await screen.findByText("login page");
    await act(() => router.navigate("/"));
    await screen.findByRole("link", { name: /공연 100/ });
    expect(row().scrollLeft).toBe(0);
  });
});
