import type { PredictionAccuracy } from "@naehan/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../../../test/render";
import { AccuracyPage } from "./accuracy-page";

const body: PredictionAccuracy = {
  summary: { concerts: 2, predictedCount: 40, hitCount: 31, hitRate: 0.775 },
  concerts: [
    {
      newConcertId: 12,
      artistId: 3,
      artistName: "Muse",
      title: "뮤즈 내한공연",
      startDate: [2026, 11, 20],
      endDate: [2026, 11, 21],
      confidence: "HIGH",
      basedOnShows: 20,
      predictedCount: 18,
      playedCount: 19,
      hitCount: 16,
      hitRate: 0.889,
    },
  ],
  calibration: [
    { from: 0.3, to: 0.4, songs: 12, meanProbability: 0.352, playedRate: 0.333 },
    { from: 0.9, to: 1, songs: 25, meanProbability: 0.94, playedRate: 0.96 },
  ],
};

describe("AccuracyPage", () => {
  it("lists every audited concert with its hit rate, and predicted chances against play rates", async () => {
    stubFetch({ "/api/predictions/accuracy": body });
    renderWithProviders(<AccuracyPage />);

    expect(await screen.findByRole("heading", { level: 1, name: "예측 정확도" })).toBeVisible();
    expect(await screen.findByText(/공연 2회/)).toHaveTextContent(
      "공연 2회 · 예측한 40곡 중 31곡 연주 · 적중률 78%",
    );
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "예측 확률곡 수평균 예측실제 연주",
      "30%–40%1235%33%",
      "90%–100%2594%96%",
    ]);
    const concert = screen.getByRole("link", { name: /뮤즈 내한공연/ });
    expect(concert).toHaveAttribute("href", "/concert/12");
    expect(concert).toHaveTextContent("Muse · 2026.11.20~11.21 · 신뢰도 높음");
    expect(concert).toHaveTextContent(
      "적중률 89% · 예측 18곡 중 16곡 연주 · 실제 19곡 중 16곡 예측",
    );
  });

  it("says so before any concert has been compared", async () => {
    stubFetch({
      "/api/predictions/accuracy": {
        summary: { concerts: 0, predictedCount: 0, hitCount: 0, hitRate: null },
        concerts: [],
        calibration: [],
      },
    });
    renderWithProviders(<AccuracyPage />);
    expect(await screen.findByText("아직 실제 셋리스트와 비교한 공연이 없어요.")).toBeVisible();
  });
});
