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
    expect(rows()[0]).toHaveTextContent(/1\s*Song 1\s*20회/);

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
