import type { ConcertDetail, PastConcert, PredictedSong } from "@naehan/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../../../test/render";
import { PredictedSetlist } from "./predicted-setlist";

const song = (
  order: number,
  title: string,
  probability: number,
  extra: Partial<PredictedSong> = {},
): PredictedSong => ({
  songId: order,
  songTitle: title,
  order,
  encore: false,
  probability,
  ytLink: `https://www.youtube.com/results?search_query=YOASOBI+${encodeURIComponent(title)}`,
  slotAlternatives: [],
  played: null,
  ...extra,
});

const concert = (overrides: Partial<ConcertDetail> = {}): ConcertDetail => ({
  newConcertId: 4,
  artistId: 9,
  artistName: "YOASOBI",
  title: "YOASOBI ASIA TOUR IN SEOUL",
  posterUrl: null,
  startDate: [2027, 1, 20],
  endDate: [2027, 1, 20],
  genre: "JPOP",
  concertStatus: "UPCOMING",
  subTitle: null,
  venueName: "KSPO DOME",
  cityName: "서울",
  countryName: "대한민국",
  countryCode: "KR",
  ticketPlatforms: null,
  ticketUrl: null,
  date: "2027-01-20",
  startTime: null,
  doorsTime: null,
  ogImageUrl: null,
  prediction: {
    confidence: "MEDIUM",
    basedOnShows: 12,
    reason: "같은 투어 최근 5회 기준",
    hitRate: null,
    predictedAt: "2027-01-10T03:00:00.000Z",
    audit: null,
  },
  hasEarlierSetlists: true,
  ticketRounds: [],
  prices: [],
  ...overrides,
});

describe("PredictedSetlist", () => {
  it("shows each song's calibrated chance, rotating places as 'A 또는 B', and how far to trust it", async () => {
    stubFetch({
      "/api/new-concerts/4/predicted-setlist": [
        song(1, "夜に駆ける", 0.996),
        song(2, "群青", 0.994),
        song(3, "ハルジオン", 0.62, {
          slotAlternatives: [
            { songId: 30, songTitle: "たぶん", probability: 0.31, played: null },
            { songId: 31, songTitle: "セブンティーン", probability: 0.22, played: null },
          ],
        }),
        song(4, "アイドル", 0.87, { encore: true }),
      ],
    });
    renderWithProviders(<PredictedSetlist concert={concert()} />);

    const main = await screen.findByRole("list", { name: "본 공연" });
    expect(
      within(main)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "1夜に駆ける연주 확률 100%",
      // 100 % only when the chance rounds to it.
      "2群青연주 확률 99%",
      "3ハルジオン또는 たぶん 연주 확률 31%또는 セブンティーン 연주 확률 22%연주 확률 62%",
    ]);
    expect(screen.getByText("예측 신뢰도")).toHaveTextContent("예측 신뢰도 보통");
    expect(screen.getByText("같은 투어 최근 5회 기준")).toBeVisible();
    expect(screen.getByText("지난 공연 12회 분석")).toBeVisible();
    expect(screen.getByText("퍼센트는 그 곡이 이번 공연에서 연주될 확률이에요.")).toBeVisible();
    // One colour scale, explained beside the list, and what a rotating place means.
    expect(screen.getByLabelText("색이 진할수록 연주될 가능성이 커요")).toHaveTextContent(
      "90% 이상50–89%50% 미만",
    );
    expect(screen.getByText(/‘또는’은 공연마다 그 자리에 번갈아 나온 곡이에요/)).toBeVisible();
    const encore = screen.getByRole("list", { name: "앙코르" });
    expect(encore).toHaveAttribute("start", "4");
    expect(within(encore).getByRole("link", { name: "アイドル 영상 보기" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/www\.youtube\.com\/results\?search_query=/) as string,
    );
    expect(screen.queryByText(/적중률/)).toBeNull();
  });

  it("leads a rotating place with its likeliest song, the other after 또는", async () => {
    stubFetch({
      "/api/new-concerts/4/predicted-setlist": [
        song(1, "Dive", 0.46, {
          slotAlternatives: [
            { songId: 30, songTitle: "Salt Water", probability: 0.5, played: null },
          ],
        }),
      ],
    });
    renderWithProviders(<PredictedSetlist concert={concert()} />);

    const main = await screen.findByRole("list", { name: "본 공연" });
    expect(within(main).getByRole("listitem")).toHaveTextContent(
      "1Salt Water또는 Dive 연주 확률 46%연주 확률 50%",
    );
    // The video link is the chosen song's, so it is not offered beside another title.
    expect(within(main).queryByRole("link", { name: /영상 보기/ })).toBeNull();
  });

  it("says once how few shows a prediction rests on", async () => {
    stubFetch({ "/api/new-concerts/4/predicted-setlist": [song(1, "夜に駆ける", 0.9)] });
    const few = {
      confidence: "MEDIUM" as const,
      basedOnShows: 2,
      reason: "지난 공연 2회뿐",
      hitRate: null,
      predictedAt: "2027-01-10T03:00:00.000Z",
      audit: null,
    };
    renderWithProviders(<PredictedSetlist concert={concert({ prediction: few })} />);
    await screen.findByRole("list", { name: "본 공연" });
    expect(screen.getByText("지난 공연 2회뿐")).toBeVisible();
    expect(screen.queryByText("지난 공연 2회 분석")).toBeNull();
  });

  it("shows a Japanese title's Korean reading beside it, for the song and its alternatives", async () => {
    stubFetch({
      "/api/new-concerts/4/predicted-setlist": [
        song(1, "夜に駆ける", 0.996, { songReading: "밤을 달리다" }),
        song(2, "ハルジオン", 0.62, {
          songReading: "하루지온",
          slotAlternatives: [
            {
              songId: 30,
              songTitle: "たぶん",
              songReading: "아마도",
              probability: 0.31,
              played: null,
            },
          ],
        }),
        song(3, "UNDEAD", 0.8),
      ],
    });
    renderWithProviders(<PredictedSetlist concert={concert()} />);
    const main = await screen.findByRole("list", { name: "본 공연" });
    expect(
      within(main)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "1夜に駆ける 밤을 달리다연주 확률 100%",
      "2ハルジオン 하루지온또는 たぶん 아마도 연주 확률 31%연주 확률 62%",
      "3UNDEAD연주 확률 80%",
    ]);
    expect(screen.getByText("밤을 달리다")).toBeVisible();
  });

  it("says there is no prediction, and that no earlier show has a setlist to learn from", async () => {
    stubFetch({ "/api/new-concerts/4/predicted-setlist": [] });
    renderWithProviders(
      <PredictedSetlist concert={concert({ prediction: null, hasEarlierSetlists: false })} />,
    );
    expect(await screen.findByText("No setlist available.")).toBeVisible();
    expect(screen.getByText("이 공연 전의 셋리스트 기록이 없어 예측할 수 없어요.")).toBeVisible();
    expect(screen.queryByText("예측 신뢰도")).toBeNull();
  });

  it("says when a prediction simply has not been made yet", async () => {
    stubFetch({ "/api/new-concerts/4/predicted-setlist": [] });
    renderWithProviders(<PredictedSetlist concert={concert({ prediction: null })} />);
    expect(
      await screen.findByText("아직 이 공연의 예상 셋리스트를 만들지 않았어요."),
    ).toBeVisible();
  });

  it("compares the prediction with what was played, song by song, after the show", async () => {
    const actual: PastConcert = {
      pastConcertId: 77,
      date: [2027, 1, 20],
      venueName: "KSPO DOME",
      cityName: "Seoul",
      city: "Seoul",
      country: "South Korea",
      tourName: null,
      setlistUrl: null,
      setlists: [
        ["夜に駆ける", 1],
        ["たぶん", 30],
        ["新曲", 50],
        ["アイドル", 4],
      ].map(([title, songId], i) => ({
        order: i + 1,
        encore: 0,
        tape: false,
        cover: null,
        with: null,
        info: null,
        song: { songId: songId as number, title: title as string },
      })),
    };
    stubFetch({
      "/api/new-concerts/4/predicted-setlist": [
        song(1, "夜に駆ける", 0.9, { played: true }),
        song(2, "群青", 0.8, { played: false }),
        song(3, "ハルジオン", 0.6, {
          played: false,
          slotAlternatives: [{ songId: 30, songTitle: "たぶん", probability: 0.3, played: true }],
        }),
        song(4, "アイドル", 0.87, { encore: true, played: true }),
      ],
      "/api/artists/9/past-concerts/77": actual,
    });
    const audited = concert();
    audited.prediction = {
      ...audited.prediction!,
      hitRate: 0.5,
      audit: { pastConcertId: 77, playedCount: 4, hitCount: 2, predictedCount: 4 },
    };
    renderWithProviders(<PredictedSetlist concert={audited} />);

    const audit = await screen.findByRole("region", { name: "예측 vs 실제" });
    expect(within(audit).getByText("적중률")).toHaveTextContent("적중률 50%");
    expect(within(audit).getByText("예측한 4곡 중 2곡이 연주됐어요")).toBeVisible();
    expect(within(audit).getByText("실제 연주된 4곡 중 2곡을 예측했어요")).toBeVisible();
    // The prediction as it was shown before the show (12:00 in Seoul).
    expect(within(audit).getByText(/에 만든 예측 그대로 비교했어요/)).toHaveTextContent(
      "2027.01.10 12:00에 만든 예측 그대로 비교했어요.",
    );
    const missed = await within(audit).findByRole("list", { name: "예측에 없던 곡" });
    expect(
      within(missed)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["新曲"]);
    expect(within(audit).getByRole("link", { name: "실제 셋리스트 보기" })).toHaveAttribute(
      "href",
      "/artist/9/setlist/77",
    );
    expect(within(audit).getByRole("link", { name: "예측 정확도" })).toHaveAttribute(
      "href",
      "/prediction-accuracy",
    );

    const main = screen.getByRole("list", { name: "본 공연" });
    const rows = within(main).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("夜に駆ける연주됨");
    expect(rows[1]).toHaveTextContent("群青연주 안 됨");
    expect(rows[2]).toHaveTextContent("ハルジオン연주 안 됨또는 たぶん 연주 확률 30%연주됨");
  });
});
