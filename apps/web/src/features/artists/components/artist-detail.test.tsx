import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderWithProviders, stubFetch } from "../../../test/render";
import { coldplay } from "../testing/fixtures";
import { ArtistDetail } from "./artist-detail";

const sections = [{ id: "extra", label: "추가 섹션", content: <p>추가 내용</p> }];

describe("ArtistDetail", () => {
  it("shows names, links, the favourite slot, the concerts to come and the given sections", async () => {
    stubFetch({
      "/api/artists/7": coldplay,
      "/api/artists/7/concerts": [
        {
          newConcertId: 3,
          title: "콜드플레이 내한공연",
          startDate: [2099, 4, 16],
          endDate: [2099, 4, 19],
          posterUrl: null,
        },
      ],
    });
    renderWithProviders(
      <ArtistDetail
        artistId={7}
        favorite={<button type="button">하트</button>}
        sections={sections}
      />,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "콜드플레이" })).toBeVisible();
    expect(screen.getByText("Coldplay")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "하트" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "콜드플레이 인스타그램" })).toHaveAttribute(
      "href",
      coldplay.snsUrl,
    );
    expect(screen.getByRole("link", { name: "콜드플레이 유튜브" })).toHaveAttribute(
      "href",
      coldplay.mediaUrl,
    );
    expect(screen.getByRole("heading", { name: "내한 예정" })).toBeInTheDocument();
    const concert = await screen.findByRole("link", { name: /콜드플레이 내한공연/ });
    expect(concert).toHaveAttribute("href", "/concert/3");
    expect(concert).toHaveTextContent("2099.04.16~04.19");
    expect(concert).toHaveTextContent(/D-\d+/);
    expect(screen.getByRole("link", { name: "추가 섹션" })).toHaveAttribute("href", "#extra");
    expect(screen.getByText("추가 내용")).toBeInTheDocument();
  });

  it("shows Failed to load artist data. with a retry, and says when the artist does not exist", async () => {
    stubFetch({ "/api/artists/7": () => jsonResponse({ code: "X", message: "x" }, 500) });
    const first = renderWithProviders(<ArtistDetail artistId={7} sections={sections} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load artist data.");
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
    first.unmount();

    stubFetch({});
    renderWithProviders(<ArtistDetail artistId={7} sections={sections} />);
    expect(await screen.findByText("아티스트를 찾을 수 없습니다.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "홈으로 가기" })).toHaveAttribute("href", "/");
  });
});
