import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import fallbackPoster from "../assets/fallback-poster.svg";
import { renderWithProviders } from "../test/render";
import { ConcertCard } from "./concert-card";

const concert = {
  newConcertId: 7,
  artistId: 3,
  artistName: "Coldplay",
  title: "콜드플레이 내한공연",
  posterUrl: null,
  startDate: [2027, 4, 16] as [number, number, number],
  endDate: [2027, 4, 19] as [number, number, number],
};

describe("ConcertCard", () => {
  it("links the poster and title to the concert and the artist name to the artist", async () => {
    renderWithProviders(<ConcertCard concert={concert} />);
    const concertLink = await screen.findByRole("link", { name: "콜드플레이 내한공연" });
    expect(concertLink).toHaveAttribute("href", "/concert/7");
    expect(screen.getByRole("link", { name: "Coldplay" })).toHaveAttribute("href", "/artist/3");
    expect(screen.getByText("2027.04.16~04.19")).toBeInTheDocument();
  });

  it("shows the fallback poster when there is none", async () => {
    renderWithProviders(<ConcertCard concert={concert} />);
    const img = (await screen.findByRole("link", { name: "콜드플레이 내한공연" })).querySelector(
      "img",
    );
    expect(img?.getAttribute("src")).toBe(fallbackPoster);
  });

  it("renders a sample card without links", async () => {
    renderWithProviders(<ConcertCard concert={concert} placeholder />);
    await screen.findByText("콜드플레이 내한공연");
    expect(screen.queryAllByRole("link")).toHaveLength(0);
  });
});
