import type { Artist, PredictedSong } from "@naehan/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders, stubFetch, toastTexts } from "../../../test/render";
import { PredictPanel } from "./predict-panel";
import { SyncPanel } from "./sync-panel";

const band: Artist = {
  artistId: 5,
  mbid: "0e2d3a55-2d8a-4e59-8c51-2b8d2a3c6f10",
  name: "The Fixture Band",
  krName: "픽스처 밴드",
  aliases: [],
  imgUrl: null,
  snsUrl: null,
  mediaUrl: null,
  ogImageUrl: null,
};
const noMbid: Artist = { ...band, artistId: 6, mbid: null, name: "Nobody", krName: null };
beforeEach(() => {});
afterEach(() => vi.restoreAllMocks());

describe("SyncPanel", () => {
  it("syncs an artist by its MBID, showing progress, then an alert and the counts", async () => {
    let finish: (response: Response) => void = () => {};
    const calls = stubFetch({
      "/api/artists": [band, noMbid],
      [`/api/admin/artists/${band.mbid}/sync`]: () =>
        new Promise<Response>((resolve) => (finish = resolve)),
    });
    renderWithProviders(<SyncPanel />);
    const select = await screen.findByLabelText("아티스트");
    expect(screen.queryByRole("option", { name: "Nobody" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "동기화" })).toBeDisabled();
    await userEvent.selectOptions(select, String(band.artistId));
    expect(screen.getByText(band.mbid!)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "동기화" }));

    expect(await screen.findByRole("button", { name: "동기화 중…" })).toBeDisabled();
    expect(screen.getByText(/페이지별로 받아오고 있어요/)).toBeInTheDocument();
    finish(
      jsonResponse({ imported: 30, updated: 2, skipped: 1, pages: 2, linked: 1, predicted: 3 }),
    );

    expect(
      await screen.findByRole("heading", { name: "The Fixture Band 동기화 결과" }),
    ).toBeInTheDocument();
    expect(toastTexts()).toEqual([
      "데이터 동기화가 완료되었습니다.\n새로 가져옴 30 · 업데이트 2 · 건너뜀 1",
    ]);
    expect(screen.getByText("새로 가져옴").nextSibling).toHaveTextContent("30");
    expect(screen.getByText("읽은 페이지").nextSibling).toHaveTextContent("2");
    expect(screen.getByText("실제 셋리스트 연결").nextSibling).toHaveTextContent("1");
    expect(screen.getByText("예상 셋리스트 갱신").nextSibling).toHaveTextContent("3");
    expect(calls.at(-1)?.init?.method).toBe("POST");
  });

  it("shows the server's message when the sync fails, and no success alert", async () => {
    stubFetch({
      "/api/artists": [band],
      [`/api/admin/artists/${band.mbid}/sync`]: () =>
        jsonResponse(
          {
            code: "SERVICE_UNAVAILABLE",
            message: "setlist.fm API 키가 설정되지 않아 동기화할 수 없습니다.",
          },
          503,
        ),
    });
    renderWithProviders(<SyncPanel />);
    await userEvent.selectOptions(await screen.findByLabelText("아티스트"), String(band.artistId));
    await userEvent.click(screen.getByRole("button", { name: "동기화" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "setlist.fm API 키가 설정되지 않아 동기화할 수 없습니다.",
    );
    expect(toastTexts()).toEqual([]);
  });
});

describe("PredictPanel", () => {
  const songs: PredictedSong[] = [
    { songId: 1, songTitle: "Opener", order: 1, encore: false, ytLink: null, probability: 0.9 },
    { songId: 2, songTitle: "Closer", order: 2, encore: true, ytLink: null, probability: 0.95 },
  ].map((song) => ({ ...song, slotAlternatives: [], played: null }));

  it("predicts for an upcoming concert of the chosen artist and lists the songs", async () => {
    const calls = stubFetch({
      "/api/artists": [band],
      "/api/artists/5/concerts": [
        {
          newConcertId: 40,
          title: "픽스처 밴드 내한공연",
          startDate: [2027, 5, 15],
          endDate: [2027, 5, 15],
          posterUrl: null,
        },
      ],
      "/api/admin/artists/5/predict-setlist": () => jsonResponse(songs),
    });
    renderWithProviders(<PredictPanel />);
    expect(await screen.findByRole("button", { name: "예상 셋리스트 생성" })).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText("아티스트"), "5");
    await userEvent.selectOptions(await screen.findByLabelText("공연"), "40");
    await userEvent.click(screen.getByRole("button", { name: "예상 셋리스트 생성" }));

    const list = await screen.findByRole("list", { name: "예상 셋리스트" });
    expect(list).toHaveTextContent("1Opener");
    expect(list).toHaveTextContent("앙코르");
    expect(list).toHaveTextContent("95%");
    expect(toastTexts()).toEqual(["예상 셋리스트가 생성되었습니다. (2곡)"]);
    expect(calls.at(-1)?.url).toBe("/api/admin/artists/5/predict-setlist?newConcertId=40");
    expect(screen.getByRole("link", { name: "공연 페이지에서 보기" })).toHaveAttribute(
      "href",
      "/concert/40",
    );
  });

  it("leaves the page cleanly after scrolling to the result (Chromium's scroll returns a promise)", async () => {
    const original = Object.getOwnPropertyDescriptor(Element.prototype, "scrollIntoView");
    Element.prototype.scrollIntoView = () => Promise.resolve() as unknown as void;
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      stubFetch({
        "/api/artists": [band],
        "/api/artists/5/concerts": [
          {
            newConcertId: 40,
            title: "내한",
            startDate: [2027, 5, 15],
            endDate: [2027, 5, 15],
            posterUrl: null,
          },
        ],
        "/api/admin/artists/5/predict-setlist": () => jsonResponse(songs),
      });
      const { unmount } = renderWithProviders(<PredictPanel />);
      await userEvent.selectOptions(await screen.findByLabelText("아티스트"), "5");
      await userEvent.selectOptions(await screen.findByLabelText("공연"), "40");
      await userEvent.click(screen.getByRole("button", { name: "예상 셋리스트 생성" }));
      await screen.findByRole("list", { name: "예상 셋리스트" });
      unmount();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      // jsdom has no scrollIntoView of its own.
      if (original) Object.defineProperty(Element.prototype, "scrollIntoView", original);
      else delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it("says so when the artist has no upcoming concert", async () => {
    stubFetch({ "/api/artists": [band], "/api/artists/5/concerts": [] });
    renderWithProviders(<PredictPanel />);
    await userEvent.selectOptions(await screen.findByLabelText("아티스트"), "5");
    await waitFor(() =>
      expect(screen.getByRole("option", { name: "예정된 공연이 없습니다" })).toBeInTheDocument(),
    );
    expect(screen.getByRole("button", { name: "예상 셋리스트 생성" })).toBeDisabled();
  });
});
