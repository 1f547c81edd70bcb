import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderWithProviders, stubFetch } from "../../../test/render";
import { SongRanking } from "./song-ranking";

const songs = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ songId: i + 1, title: `Song ${i + 1}`, count: 20 - i }));

const ranking =
  (body: unknown, window = "20") =>
  () =>
    jsonResponse(body, 200, { "x-ranking-window": window });

const rows = () => within(screen.getByRole("list")).getAllByRole("listitem");

describe("SongRanking", () => {
  it("shows the top 5, all 30 on 더보기, and 5 again on 접기", async () => {
    stubFetch({ "/api/artists/7/song-ranking": ranking(songs(30)) });
    renderWithProviders(<SongRanking artistId={7} />);

    expect(await screen.findByText("최근 20회 공연 기준")).toBeInTheDocument();
    expect(rows()).toHaveLength(5);
    expect(rows()[0]).toHaveTextContent(/1위\s*Song 1\s*매 공연 연주\s*20회/);

    const more = screen.getByRole("button", { name: "곡 랭킹 더보기" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(more);
    expect(rows()).toHaveLength(30);
    expect(rows()[29]).toHaveTextContent("Song 30");

    const less = screen.getByRole("button", { name: "곡 랭킹 접기" });
    expect(less).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(less);
    expect(rows()).toHaveLength(5);
  });

  it("offers no toggle when five songs or fewer, and says how many concerts were counted", async () => {
    stubFetch({ "/api/artists/7/song-ranking": ranking(songs(3), "7") });
    renderWithProviders(<SongRanking artistId={7} />);
    expect(await screen.findByText("최근 7회 공연 기준")).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(screen.queryByRole("button", { name: /더보기/ })).toBeNull();
  });

  it("gives songs played equally often the same rank, and says which were played at every show", async () => {
    const tied = [
      { songId: 1, title: "Wonderwall", count: 20 },
      { songId: 2, title: "Acquiesce", count: 20 },
      { songId: 3, title: "Live Forever", count: 20 },
      { songId: 4, title: "Whatever", count: 12 },
      { songId: 5, title: "Half the World Away", count: 12 },
      { songId: 6, title: "Slide Away", count: 9 },
    ];
    stubFetch({ "/api/artists/7/song-ranking": ranking(tied) });
    renderWithProviders(<SongRanking artistId={7} />);
    await screen.findByText("최근 20회 공연 기준");
    fireEvent.click(screen.getByRole("button", { name: "곡 랭킹 더보기" }));
    expect(rows().map((row) => row.textContent)).toEqual([
      "공동 1위Wonderwall매 공연 연주20회",
      "공동 1위Acquiesce매 공연 연주20회",
      "공동 1위Live Forever매 공연 연주20회",
      "공동 4위Whatever12회",
      "공동 4위Half the World Away12회",
      "6위Slide Away9회",
    ]);
  });

  it("shows a Japanese title's Korean reading beside it", async () => {
    const ranked = [
      { songId: 1, title: "夜に駆ける", reading: "밤을 달리다", count: 20 },
      { songId: 2, title: "UNDEAD", count: 12 },
    ];
    stubFetch({ "/api/artists/7/song-ranking": ranking(ranked) });
    renderWithProviders(<SongRanking artistId={7} />);
    await screen.findByText("최근 20회 공연 기준");
    expect(rows().map((row) => row.textContent)).toEqual([
      "1위夜に駆ける 밤을 달리다매 공연 연주20회",
      "2위UNDEAD12회",
    ]);
    expect(screen.getByText("밤을 달리다")).toBeVisible();
  });

  it("says when there is nothing to rank", async () => {
    stubFetch({ "/api/artists/7/song-ranking": ranking([], "0") });
    renderWithProviders(<SongRanking artistId={7} />);
    expect(await screen.findByText("No ranklist data available.")).toBeInTheDocument();
  });

  it("shows the spec's error texts, with a retry", async () => {
    stubFetch({
      "/api/artists/7/song-ranking": () => jsonResponse({ code: "X", message: "x" }, 500),
    });
    renderWithProviders(<SongRanking artistId={7} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load ranklist.");
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("says the data was malformed when the answer breaks the contract", async () => {
    stubFetch({ "/api/artists/7/song-ranking": ranking([{ title: "No id", count: "many" }]) });
    renderWithProviders(<SongRanking artistId={7} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Invalid data format received from server.",
    );
  });
});
