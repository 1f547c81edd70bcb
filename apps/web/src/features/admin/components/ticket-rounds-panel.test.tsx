import type { Artist, ConcertDetail } from "@naehan/contract";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderWithProviders, stubFetch, sentJson } from "../../../test/render";
import { ConcertCrud } from "./concert-crud";

const muse: Artist = {
  artistId: 3,
  mbid: null,
  name: "Muse",
  krName: "뮤즈",
  aliases: [],
  imgUrl: null,
  snsUrl: null,
  mediaUrl: null,
  ogImageUrl: null,
};

const concert: ConcertDetail = {
  newConcertId: 12,
  artistId: 3,
  artistName: "Muse",
  title: "뮤즈 내한공연",
  subTitle: null,
  posterUrl: null,
  startDate: [2027, 4, 16],
  endDate: [2027, 4, 17],
  genre: "ROCK",
  concertStatus: "UPCOMING",
  venueName: "고척스카이돔",
  cityName: "서울",
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
  ticketRounds: [
    {
      ticketRoundId: 40,
      newConcertId: 12,
      kind: "GENERAL",
      label: "일반예매",
      vendor: "NOL 티켓",
      opensAt: "2027-03-10T20:00:00+09:00",
      closesAt: null,
      url: null,
      eligibility: [],
      note: null,
    },
  ],
  prices: [{ grade: "VIP석", price: 198_000 }],
};

const bodyOf = sentJson;
const setValue = (label: string, value: string) =>
  fireEvent.change(roundForm().getByLabelText(label), { target: { value } });

const roundForm = () => within(screen.getByRole("form", { name: /예매 일정/ }));

async function openConcert() {
  renderWithProviders(<ConcertCrud />);
  await userEvent.click(await screen.findByRole("button", { name: "뮤즈 내한공연 수정" }));
  return screen.findByRole("region", { name: "티켓 오픈 일정" });
}

describe("the concert's ticket rounds in the admin", () => {
  it("adds a round from another vendor with conditions, after telling what is wrong in Korean", async () => {
    let sent: unknown = null;
    stubFetch({
      "/api/artists": [muse],
      "/api/new-concerts": [concert],
      "/api/new-concerts/12": concert,
      "/api/admin/new-concerts/12/ticket-rounds": (init: RequestInit | undefined) => {
        sent = bodyOf(init);
        return jsonResponse(
          {
            ...(sent as object),
            ticketRoundId: 41,
            newConcertId: 12,
            label: "팬클럽 선예매",
            opensAt: "2027-03-05T20:00:00+09:00",
            closesAt: "2027-03-06T23:59:00+09:00",
            note: null,
          },
          201,
        );
      },
    });
    const panel = await openConcert();
    expect(within(panel).getByText("일반예매", { selector: "strong" })).toBeInTheDocument();
    expect(within(panel).getAllByRole("listitem")[0]).toHaveTextContent(
      "일반예매NOL 티켓 · 2027.03.10 20:00",
    );

    await userEvent.selectOptions(roundForm().getByLabelText("예매 종류"), "FANCLUB_PRESALE");
    await userEvent.selectOptions(roundForm().getByLabelText("예매처"), "기타");
    await userEvent.type(roundForm().getByLabelText("예매처 이름"), "인터파크 글로벌");
    setValue("오픈 일시 (한국 시간)", "2027-03-05T20:00");
    setValue("마감 일시 (한국 시간, 선택)", "2027-03-05T19:00");
    await userEvent.type(roundForm().getByLabelText("예매 링크"), "ftp://tickets.example");
    await userEvent.click(roundForm().getByRole("button", { name: "등록" }));
    expect(await screen.findByText("마감 일시는 오픈 일시보다 뒤여야 합니다.")).toBeInTheDocument();
    expect(
      screen.getByText("http:// 또는 https://로 시작하는 주소를 입력하세요."),
    ).toBeInTheDocument();
    expect(sent).toBeNull();

    setValue("마감 일시 (한국 시간, 선택)", "2027-03-06T23:59");
    await userEvent.clear(roundForm().getByLabelText("예매 링크"));
    await userEvent.type(
      roundForm().getByLabelText("예매 링크"),
      "https://tickets.interpark.com/goods/1",
    );
    await userEvent.click(screen.getByRole("button", { name: "공식 팬클럽 인증" }));
    await userEvent.type(roundForm().getByLabelText("다른 조건"), "현대카드 결제{Enter}");
    expect(screen.getByRole("button", { name: "현대카드 결제 삭제" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await userEvent.click(roundForm().getByRole("button", { name: "등록" }));

    expect(await screen.findByText("'팬클럽 선예매' 일정을 추가했습니다.")).toBeInTheDocument();
    expect(sent).toEqual({
      kind: "FANCLUB_PRESALE",
      label: null,
      vendor: "인터파크 글로벌",
      opensAt: "2027-03-05T20:00:00+09:00",
      closesAt: "2027-03-06T23:59:00+09:00",
      url: "https://tickets.interpark.com/goods/1",
      eligibility: ["공식 팬클럽 인증", "현대카드 결제"],
      note: null,
    });
  });

  it("edits a round with its fields filled in Korean time", async () => {
    let sent: unknown = null;
    stubFetch({
      "/api/artists": [muse],
      "/api/new-concerts": [concert],
      "/api/new-concerts/12": concert,
      "/api/admin/ticket-rounds/40": (init: RequestInit | undefined) => {
        sent = bodyOf(init);
        return jsonResponse(concert.ticketRounds[0]);
      },
    });
    const panel = await openConcert();
    await userEvent.click(within(panel).getByRole("button", { name: "일반예매 NOL 티켓 수정" }));
    expect(screen.getByRole("heading", { name: "예매 일정 수정" })).toBeInTheDocument();
    expect(roundForm().getByLabelText("예매처")).toHaveValue("NOL 티켓");
    expect(roundForm().getByLabelText("오픈 일시 (한국 시간)")).toHaveValue("2027-03-10T20:00");
    setValue("오픈 일시 (한국 시간)", "2027-03-11T18:00");
    await userEvent.click(roundForm().getByRole("button", { name: "수정 저장" }));
    expect(await screen.findByText("'일반예매' 일정을 수정했습니다.")).toBeInTheDocument();
    expect(sent).toMatchObject({ vendor: "NOL 티켓", opensAt: "2027-03-11T18:00:00+09:00" });
  });

  it("saves the seat prices as one list, refusing a repeated grade", async () => {
    let sent: unknown = null;
    stubFetch({
      "/api/artists": [muse],
      "/api/new-concerts": [concert],
      "/api/new-concerts/12": concert,
      "/api/admin/new-concerts/12/prices": (init: RequestInit | undefined) => {
        sent = bodyOf(init);
        return jsonResponse(sent);
      },
    });
    await openConcert();
    expect(screen.getByLabelText("1번째 등급")).toHaveValue("VIP석");
    await userEvent.click(screen.getByRole("button", { name: "가격 추가" }));
    await userEvent.type(screen.getByLabelText("2번째 등급"), "VIP석");
    await userEvent.type(screen.getByLabelText("2번째 가격(원)"), "165,000");
    await userEvent.click(screen.getByRole("button", { name: "가격 저장" }));
    expect(await screen.findByText("같은 좌석 등급이 두 번 들어 있습니다.")).toBeInTheDocument();
    expect(sent).toBeNull();

    await userEvent.clear(screen.getByLabelText("2번째 등급"));
    await userEvent.type(screen.getByLabelText("2번째 등급"), "R석");
    await userEvent.click(screen.getByRole("button", { name: "가격 저장" }));
    expect(await screen.findByText("가격을 저장했습니다.")).toBeInTheDocument();
    expect(sent).toEqual([
      { grade: "VIP석", price: 198_000 },
      { grade: "R석", price: 165_000 },
    ]);
  });
});
