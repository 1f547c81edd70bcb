import type { ActualSetlistState, Concert } from "@naehan/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderWithProviders, stubFetch, sentJson } from "../../../test/render";
import { ActualSetlistPanel } from "./actual-setlist-panel";

const concert: Concert = {
  newConcertId: 40,
  artistId: 5,
  artistName: "The Fixture Band",
  title: "픽스처 밴드 내한공연",
  posterUrl: null,
  startDate: [2026, 11, 20],
  endDate: [2026, 11, 21],
  genre: "ROCK",
  concertStatus: "UPCOMING",
  subTitle: null,
  venueName: "KSPO DOME",
  cityName: "서울",
  countryName: "대한민국",
  countryCode: "KR",
  ticketPlatforms: null,
  ticketUrl: null,
  date: "2026-11-20",
  startTime: null,
  doorsTime: null,
  ogImageUrl: null,
};

const show = (pastConcertId: number, day: number, songCount: number, entered = false) => ({
  pastConcertId,
  date: [2026, 11, day] as [number, number, number],
  venueName: "KSPO DOME",
  cityName: "Seoul",
  songCount,
  entered,
});

const unlinked: ActualSetlistState = {
  newConcertId: 40,
  linked: null,
  candidates: [show(7, 20, 18), show(8, 22, 17)],
  predicted: true,
  audit: null,
};

describe("ActualSetlistPanel", () => {
  it("links one of the artist's shows within a day of the concert and shows how the prediction did", async () => {
    let state = unlinked;
    const calls = stubFetch({
      "/api/admin/new-concerts/40/actual-setlist": (init?: RequestInit) => {
        if (init?.method === "PUT") {
          state = {
            ...unlinked,
            linked: show(7, 20, 18),
            audit: { pastConcertId: 7, playedCount: 18, hitCount: 15, predictedCount: 17 },
          };
        }
        return jsonResponse(state);
      },
    });
    renderWithProviders(<ActualSetlistPanel concert={concert} />);
    const candidates = await screen.findByRole("list", { name: "연결할 수 있는 지난 공연" });
    const first = within(candidates).getAllByRole("listitem")[0]!;
    expect(first).toHaveTextContent("2026.11.20 KSPO DOME · 18곡");
    await userEvent.click(within(first).getByRole("button", { name: "연결" }));

    expect(
      await screen.findByText("적중률 88% · 예측 17곡 중 15곡 연주 · 실제 18곡"),
    ).toBeVisible();
    const put = calls.find((c) => c.init?.method === "PUT");
    expect(sentJson(put?.init)).toEqual({ pastConcertId: 7 });
    expect(within(first).getByRole("button", { name: "연결됨" })).toBeDisabled();
  });

  it("sends a typed setlist line by line, encores flagged, and refuses an empty one in Korean", async () => {
    let state = unlinked;
    const calls = stubFetch({
      "/api/admin/new-concerts/40/actual-setlist/songs": () => {
        state = { ...unlinked, linked: show(9, 20, 3, true) };
        return jsonResponse(state);
      },
      "/api/admin/new-concerts/40/actual-setlist": () => jsonResponse(state),
    });
    renderWithProviders(<ActualSetlistPanel concert={concert} />);
    await screen.findByRole("list", { name: "연결할 수 있는 지난 공연" });

    await userEvent.click(screen.getByRole("button", { name: "실제 셋리스트 저장" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "실제 셋리스트의 곡을 한 곡 이상 입력하세요.",
    );

    await userEvent.type(
      screen.getByLabelText("본 공연 (한 줄에 한 곡)"),
      "Opener{enter}{enter} Second ",
    );
    await userEvent.type(screen.getByLabelText("앙코르 (한 줄에 한 곡)"), "Closer");
    await userEvent.click(screen.getByRole("button", { name: "실제 셋리스트 저장" }));
    expect(await screen.findByText("실제 셋리스트를 저장했어요.")).toBeVisible();
    const put = calls.find((c) => c.url.endsWith("/songs"));
    expect(put?.init?.method).toBe("PUT");
    expect(sentJson(put?.init)).toEqual({
      songs: [
        { title: "Opener", encore: false },
        { title: "Second", encore: false },
        { title: "Closer", encore: true },
      ],
    });
    expect(screen.getByText("2026.11.20 KSPO DOME · 3곡 (직접 입력)")).toBeVisible();
    // The server scored nothing: the prediction was made after the show started.
    expect(
      screen.getByText("공연이 시작된 뒤에 만든 예측이라 적중률을 매기지 않아요."),
    ).toBeVisible();
  });

  it("shows the server's reason when the show has not started yet", async () => {
    stubFetch({
      "/api/admin/new-concerts/40/actual-setlist/songs": () =>
        jsonResponse(
          {
            code: "VALIDATION_FAILED",
            message: "공연이 시작된 뒤에 실제 셋리스트를 입력할 수 있습니다.",
            fields: { songs: "공연이 시작된 뒤에 실제 셋리스트를 입력할 수 있습니다." },
          },
          422,
        ),
      "/api/admin/new-concerts/40/actual-setlist": () =>
        jsonResponse({ ...unlinked, candidates: [] }),
    });
    renderWithProviders(<ActualSetlistPanel concert={concert} />);
    expect(await screen.findByText("없음")).toBeVisible();
    await userEvent.type(screen.getByLabelText("본 공연 (한 줄에 한 곡)"), "Opener");
    await userEvent.click(screen.getByRole("button", { name: "실제 셋리스트 저장" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "공연이 시작된 뒤에 실제 셋리스트를 입력할 수 있습니다.",
    );
  });
});
