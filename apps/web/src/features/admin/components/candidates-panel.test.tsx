import { IMPORT_MESSAGES, type Artist, type ImportCandidate } from "@naehan/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders, stubFetch, sentJson } from "../../../test/render";
import { CandidatesPanel } from "./candidates-panel";

const bruno: Artist = {
  artistId: 2,
  mbid: null,
  name: "Bruno Mars",
  krName: "브루노 마스",
  aliases: [],
  imgUrl: null,
  snsUrl: null,
  mediaUrl: null,
  ogImageUrl: null,
};
const candidate: ImportCandidate = {
  candidateId: 7,
  kopisId: "PF270001",
  title: "2027 BRUNO MARS LIVE IN KOREA",
  cast: "브루노 마스",
  startDate: [2027, 4, 17],
  endDate: [2027, 4, 18],
  venueName: "고척스카이돔",
  area: "서울특별시",
  venueAddress: "서울특별시 구로구 경인로 430",
  posterUrl: null,
  prices: [
    { grade: "VIP석", price: 242_000 },
    { grade: "R석", price: 198_000 },
  ],
  priceText: "VIP석 242,000원, R석 198,000원",
  ticketLinks: [{ vendor: "쿠팡플레이", url: "https://www.coupangplay.com/event/brunomars2027" }],
  showTimes: "토요일(19:00)",
  kopisState: "공연예정",
  keptBecause: "title",
  status: "PENDING",
  newConcertId: null,
  proposedArtist: { artistId: 2, name: "Bruno Mars", krName: "브루노 마스" },
  changes: [{ field: "일정", before: "2027-04-10", after: "2027-04-17 ~ 2027-04-18" }],
  changedAt: null,
  createdAt: "2027-03-01T00:00:00.000Z",
};

afterEach(() => vi.restoreAllMocks());

describe("CandidatesPanel", () => {
  it("approves a clean match in three taps, with the proposed artist and the genre chosen", async () => {
    const calls = stubFetch({
      "/api/admin/import-candidates": [candidate],
      "/api/artists": [bruno],
      "/api/admin/import-candidates/7/approve": () => jsonResponse({ newConcertId: 41 }, 201),
    });
    renderWithProviders(<CandidatesPanel />);
    const card = (await screen.findByRole("heading", { name: candidate.title })).closest("li");
    if (!card) throw new Error("no card");
    const inCard = within(card);
    expect(inCard.getByText("VIP석 242,000원 · R석 198,000원")).toBeInTheDocument();
    expect(inCard.getByRole("link", { name: "쿠팡플레이" })).toHaveAttribute(
      "href",
      "https://www.coupangplay.com/event/brunomars2027",
    );
    expect(inCard.getByText("일정: 2027-04-10 → 2027-04-17 ~ 2027-04-18")).toBeInTheDocument();

    await userEvent.click(inCard.getByRole("button", { name: "승인" }));
    await userEvent.click(inCard.getByRole("radio", { name: "ROCK" }));
    await userEvent.click(inCard.getByRole("button", { name: "이대로 등록" }));

    expect(await screen.findByText(/공연을 등록했어요\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "공연 페이지 보기" })).toHaveAttribute(
      "href",
      "/concert/41",
    );
    const approval = calls.find((c) => c.url.endsWith("/approve"));
    expect(sentJson(approval?.init)).toEqual({ artistId: 2, genre: "ROCK" });
  });

  it("creates a new artist with the MBID picked from setlist.fm's search", async () => {
    const calls = stubFetch({
      "/api/admin/import-candidates": [{ ...candidate, proposedArtist: null }],
      "/api/artists": [],
      "/api/admin/setlistfm/artists": [
        { mbid: "0039c7ae-e1a7-4a7d-9b49-0cbc716821a6", name: "Bruno Mars", disambiguation: "" },
        {
          mbid: "11111111-2222-4333-8444-555555555555",
          name: "Mars",
          disambiguation: "Japanese band",
        },
      ],
      "/api/admin/import-candidates/7/approve": () => jsonResponse({ newConcertId: 42 }, 201),
    });
    renderWithProviders(<CandidatesPanel />);
    const card = (await screen.findByRole("heading", { name: candidate.title })).closest("li");
    if (!card) throw new Error("no card");
    const inCard = within(card);
    await userEvent.click(inCard.getByRole("button", { name: "승인" }));
    await userEvent.type(inCard.getByLabelText("영문 이름"), "Bruno Mars");
    await userEvent.click(inCard.getByRole("button", { name: "setlist.fm에서 MBID 찾기" }));
    await userEvent.click(await inCard.findByRole("radio", { name: "Bruno Mars" }));
    expect(inCard.getByText("MBID 0039c7ae-e1a7-4a7d-9b49-0cbc716821a6")).toBeInTheDocument();
    await userEvent.click(inCard.getByRole("button", { name: "이대로 등록" }));
    await screen.findByText(/공연을 등록했어요\./);

    expect(calls.find((c) => c.url.startsWith("/api/admin/setlistfm/artists"))?.url).toBe(
      "/api/admin/setlistfm/artists?name=Bruno+Mars",
    );
    const approval = calls.find((c) => c.url.endsWith("/approve"));
    expect(sentJson(approval?.init)).toEqual({
      newArtist: {
        name: "Bruno Mars",
        krName: "브루노 마스",
        mbid: "0039c7ae-e1a7-4a7d-9b49-0cbc716821a6",
      },
      genre: "POP",
    });
  });

  it("says where to get a KOPIS key when the server has none", async () => {
    stubFetch({
      "/api/admin/import-candidates": [],
      "/api/admin/imports/kopis": () =>
        jsonResponse({ code: "SERVICE_UNAVAILABLE", message: IMPORT_MESSAGES.noKey }, 503),
    });
    renderWithProviders(<CandidatesPanel />);
    await userEvent.click(await screen.findByRole("button", { name: "지금 가져오기" }));
    expect(await screen.findByText(IMPORT_MESSAGES.noKey)).toBeInTheDocument();
  });
});
