import type { Artist, Concert } from "@naehan/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderWithProviders, stubFetch } from "../../../test/render";
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

const concert: Concert = {
  newConcertId: 12,
  artistId: 3,
  artistName: "Muse",
  title: "뮤즈 내한공연",
  subTitle: null,
  posterUrl: "/media/poster.webp",
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
  ogImageUrl: "/share/new-concerts/1.jpg?v=p0ster",
};

async function jsonPart(init: RequestInit | undefined) {
  const form = init?.body as FormData;
  return JSON.parse(await (form.get("newConcert") as Blob).text()) as Record<string, unknown>;
}

describe("ConcertCrud", () => {
  it("asks for the artist, title, dates, venue, city and genre in Korean", async () => {
    stubFetch({ "/api/artists": [muse], "/api/new-concerts": [] });
    renderWithProviders(<ConcertCrud />);
    await userEvent.click(await screen.findByRole("button", { name: "등록" }));
    for (const message of [
      "아티스트를 선택하세요.",
      "공연 제목을 입력하세요.",
      "날짜를 선택하세요.",
      "공연장을 입력하세요.",
      "도시를 입력하세요.",
      "장르를 선택하세요.",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it("creates an UPCOMING concert by default, dates as the server reads them", async () => {
    let sent: Record<string, unknown> | null = null;
    stubFetch({
      "/api/artists": [muse],
      "/api/new-concerts": [],
      "/api/admin/new-concert": async (init: RequestInit | undefined) => {
        sent = await jsonPart(init);
        return jsonResponse(concert, 201);
      },
    });
    renderWithProviders(<ConcertCrud />);
    await userEvent.selectOptions(await screen.findByLabelText("아티스트"), "3");
    expect(screen.getByLabelText("상태")).toHaveValue("UPCOMING");
    await userEvent.type(screen.getByLabelText("공연 제목"), "뮤즈 내한공연");
    await userEvent.type(screen.getByLabelText("시작일"), "2027-04-16");
    await userEvent.type(screen.getByLabelText("종료일"), "2027-04-15");
    await userEvent.type(screen.getByLabelText("공연장"), "고척스카이돔");
    await userEvent.type(screen.getByLabelText("도시"), "서울");
    await userEvent.selectOptions(screen.getByLabelText("장르"), "ROCK");
    await userEvent.click(screen.getByRole("button", { name: "등록" }));
    expect(
      await screen.findByText("종료일은 시작일과 같거나 그 이후여야 합니다."),
    ).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText("종료일"));
    await userEvent.click(screen.getByRole("button", { name: "등록" }));
    expect(await screen.findByText("'뮤즈 내한공연' 공연을 등록했습니다.")).toBeInTheDocument();
    expect(sent).toMatchObject({
      artistId: 3,
      startDate: [2027, 4, 16],
      endDate: null,
      genre: "ROCK",
      concertStatus: "UPCOMING",
      countryCode: "KR",
      subTitle: null,
    });
  });

  it("edits a concert from the table with its fields filled, and shows a server refusal", async () => {
    stubFetch({
      "/api/artists": [muse],
      "/api/new-concerts": [concert],
      "/api/new-concerts/12": {
        ...concert,
        prediction: null,
        hasEarlierSetlists: false,
        ticketRounds: [],
        prices: [],
      },
      "/api/admin/new-concert/12": () =>
        jsonResponse(
          {
            code: "VALIDATION_FAILED",
            message: "선택한 아티스트가 없습니다.",
            fields: { artistId: "선택한 아티스트가 없습니다." },
          },
          422,
        ),
    });
    renderWithProviders(<ConcertCrud />);
    await userEvent.click(await screen.findByRole("button", { name: "뮤즈 내한공연 수정" }));
    expect(await screen.findByRole("heading", { name: "공연 수정" })).toBeInTheDocument();
    expect(screen.getByLabelText("아티스트")).toHaveValue("3");
    expect(screen.getByLabelText("시작일")).toHaveValue("2027-04-16");
    expect(screen.getByLabelText("공연장")).toHaveValue("고척스카이돔");
    await userEvent.click(screen.getByRole("button", { name: "수정 저장" }));
    expect(await screen.findAllByText("선택한 아티스트가 없습니다.")).toHaveLength(2);
    expect(screen.getByRole("heading", { name: "공연 수정" })).toBeInTheDocument();
  });
});
