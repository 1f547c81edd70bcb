import { fireEvent, screen, waitFor } from "@testing-library/react";
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { OfflineBanner } from "../components/layout/offline-banner";
import { ConcertDetail } from "../features/concerts/components/concert-detail";
import type { ConcertDetail as ConcertDetailData } from "@naehan/contract";
import { renderWithProviders, stubFetch } from "../test/render";
import { createQueryClient } from "./query-client";

const concert: ConcertDetailData = {
  newConcertId: 3,
  artistId: 1,
  artistName: "Coldplay",
  title: "콜드플레이 내한공연",
  posterUrl: null,
  startDate: [2027, 4, 16],
  endDate: [2027, 4, 16],
  genre: "ROCK",
  concertStatus: "UPCOMING",
  subTitle: null,
  venueName: "고양종합운동장",
  cityName: "고양",
  countryName: "대한민국",
  countryCode: "KR",
  ticketPlatforms: null,
  ticketUrl: null,
  date: "2027-04-16",
  startTime: null,
  doorsTime: null,
  ogImageUrl: null,
  prediction: null,
  hasEarlierSetlists: false,
  ticketRounds: [],
  prices: [],
};

/** The phone loses or regains its network, as the browser reports it. */
function setOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { value: online, configurable: true });
  act(() => {
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });
}

afterEach(() => setOnline(true));

/** Answers the concert when `reachable`, else fails as fetch does without a network. */
function network() {
  const state = { reachable: false };
  const calls = stubFetch({
    "/api/new-concerts/3": () => {
      if (!state.reachable) throw new TypeError("Failed to fetch");
      return new Response(JSON.stringify(concert), {
        headers: { "content-type": "application/json" },
      });
    },
    "/api/new-concerts/3/predicted-setlist": [],
  });
  return { state, requests: () => calls.filter((c) => c.url === "/api/new-concerts/3").length };
}

describe("offline, a screen not seen before", () => {
  it("says it is offline as soon as its request fails, with no spinner left, and 다시 시도 works", async () => {
    const net = network();
    setOnline(false);
    renderWithProviders(<ConcertDetail concertId={3} />, { queryClient: createQueryClient() });

    expect(await screen.findByText("오프라인 상태예요")).toBeInTheDocument();
    expect(screen.queryByText("불러오는 중…")).toBeNull();
    // One request, no retries waiting for a network.
    expect(net.requests()).toBe(1);

    fireEvent.click(screen.getByRole("button", { name: "다시 시도" }));
    await waitFor(() => expect(net.requests()).toBe(2));
    expect(await screen.findByText("오프라인 상태예요")).toBeInTheDocument();

    // The network is back (before the browser says so): 다시 시도 loads the page.
    net.state.reachable = true;
    fireEvent.click(screen.getByRole("button", { name: "다시 시도" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: concert.title }),
    ).toBeInTheDocument();
  });

  it("the banner only says it is offline, never that it shows what was kept, while nothing was", async () => {
    const net = network();
    setOnline(false);
    renderWithProviders(
      <>
        <OfflineBanner />
        <ConcertDetail concertId={3} />
      </>,
      { queryClient: createQueryClient() },
    );
    expect(await screen.findByText(/이 내용은 아직 저장되지 않았어요/)).toBeInTheDocument();
    expect(screen.getByText("오프라인 상태예요.")).toBeInTheDocument();
    expect(screen.queryByText(/마지막으로 불러온 정보/)).toBeNull();

    // The network returns and the concert shows: the banner goes with the offline state.
    net.state.reachable = true;
    setOnline(true);
    expect(await screen.findByText(concert.venueName)).toBeInTheDocument();
    expect(screen.queryByText(/오프라인 상태예요/)).toBeNull();
    // Offline again with the concert on screen: it is what was loaded last, and the banner says so.
    setOnline(false);
    expect(
      await screen.findByText("오프라인 상태예요. 마지막으로 불러온 정보를 보여드리고 있어요."),
    ).toBeInTheDocument();
  });

  it("keeps what the card knew on screen, and fills in by itself when the network returns", async () => {
    const net = network();
    setOnline(false);
    const preview = {
      newConcertId: 3,
      title: concert.title,
      artistName: concert.artistName,
      posterUrl: null,
      startDate: concert.startDate,
      endDate: concert.endDate,
    };
    renderWithProviders(<ConcertDetail concertId={3} preview={preview} />, {
      queryClient: createQueryClient(),
    });
    expect(await screen.findByText("오프라인 상태예요")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: concert.title })).toBeInTheDocument();

    net.state.reachable = true;
    setOnline(true);
    expect(await screen.findByText(concert.venueName)).toBeInTheDocument();
    expect(screen.queryByText("오프라인 상태예요")).toBeNull();
  });

  it("shows the screen's own error text when the failure is not about being offline", async () => {
    network();
    renderWithProviders(<ConcertDetail concertId={3} />, {
      queryClient: createQueryClient(),
    });
    // Online, a network failure is retried twice before the spec's error shows.
    expect(
      await screen.findByText("Failed to load concert data.", {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });
});
