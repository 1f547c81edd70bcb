import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import {
  jsonResponse,
  renderWithProviders,
  stubFetch,
  stubIntersectionObserver,
} from "../../../test/render";
import { pastConcertFixture } from "../testing/fixtures";
import { PastConcertsPreview } from "./past-concerts-preview";

const page = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => pastConcertFixture(from + i));

const items = () => within(screen.getByRole("list")).getAllByRole("link");

beforeEach(() => stubIntersectionObserver());

describe("PastConcertsPreview", () => {
  it("shows the latest 4, every concert when expanded (loading further pages), 4 again on 접기", async () => {
    const calls = stubFetch({
      "/api/artists/7/past-concerts": (_init: RequestInit | undefined, url: string) =>
        url.includes("cursor=next")
          ? jsonResponse(page(20, 25))
          : jsonResponse(page(0, 20), 200, { "x-next-cursor": "next" }),
    });
    renderWithProviders(<PastConcertsPreview artistId={7} />);

    expect(await screen.findByText("Venue 0")).toBeInTheDocument();
    expect(items()).toHaveLength(4);
    expect(items()[0]).toHaveAttribute("href", "/artist/7/setlist/100");
    // Collapsed, the list does not page on.
    expect(calls.filter((c) => c.url.includes("cursor="))).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "지난 공연 더보기" }));
    expect(await screen.findByText("Venue 24")).toBeInTheDocument();
    expect(items()).toHaveLength(25);
    expect(calls.filter((c) => c.url.includes("cursor=next"))).toHaveLength(1);

    fireEvent.click(screen.getByRole("button", { name: "지난 공연 접기" }));
    expect(items()).toHaveLength(4);
  });

  it("shows each concert's date, place and song count, or that the setlist is pending", async () => {
    stubFetch({
      "/api/artists/7/past-concerts": [
        pastConcertFixture(1, {
          date: [2025, 4, 19],
          venueName: "Gocheok Sky Dome",
          cityName: "Seoul",
        }),
        pastConcertFixture(2, { setlists: [] }),
        pastConcertFixture(3, {
          venueName: "Tokyo Dome",
          cityName: "Tokyo",
          city: "Tokyo",
          country: "Japan",
        }),
      ],
    });
    renderWithProviders(<PastConcertsPreview artistId={7} />);
    const [first, second, third] = await screen.findAllByRole("link");
    expect(first).toHaveTextContent("2025.04.19 (토)");
    // A Korea show: marked 내한, in the names a Korean fan knows, setlist.fm's below.
    expect(within(first!).getByText("내한")).toBeVisible();
    expect(first).toHaveTextContent("고척스카이돔");
    expect(first).toHaveTextContent("서울 · 2곡");
    expect(first).toHaveTextContent("Gocheok Sky Dome, Seoul");
    expect(second).toHaveTextContent("셋리스트 준비 중");
    expect(third).toHaveTextContent("Tokyo Dome");
    expect(third).toHaveTextContent("Tokyo, Japan · 2곡");
    expect(within(third!).queryByText("내한")).toBeNull();
    expect(screen.queryByRole("button", { name: /더보기/ })).toBeNull();
  });

  it("says when there are no past concerts", async () => {
    stubFetch({ "/api/artists/7/past-concerts": [] });
    renderWithProviders(<PastConcertsPreview artistId={7} />);
    expect(await screen.findByText("No past concerts available.")).toBeInTheDocument();
  });

  it("shows the spec's error text when the list cannot load", async () => {
    stubFetch({
      "/api/artists/7/past-concerts": () => jsonResponse({ code: "X", message: "x" }, 503),
    });
    renderWithProviders(<PastConcertsPreview artistId={7} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Unable to load the past concerts.");
  });
});
