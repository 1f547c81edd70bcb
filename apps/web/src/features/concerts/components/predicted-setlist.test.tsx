import type { PredictedSong } from "@naehan/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../../../test/render";
import { PredictedSetlist } from "./predicted-setlist";

const song = (
  order: number,
  title: string,
  probability: number,
  encore = false,
): PredictedSong => ({
  songId: order,
  songTitle: title,
  order,
  encore,
  probability,
  ytLink: `https://www.youtube.com/results?search_query=YOASOBI+${encodeURIComponent(title)}`,
});

describe("PredictedSetlist", () => {
  it("lists the main set and the encore apart, each song with its chance and a video link", async () => {
    stubFetch({
      "/api/new-concerts/4/predicted-setlist": [
        song(1, "夜に駆ける", 1),
        song(2, "群青", 0.62),
        song(3, "もしも命が描けたら", 0.4),
        song(4, "アイドル", 0.97, true),
      ],
    });
    renderWithProviders(<PredictedSetlist concertId={4} />);

    const main = await screen.findByRole("list", { name: "본 공연" });
    const mainSongs = within(main).getAllByRole("listitem");
    expect(mainSongs.map((item) => item.textContent)).toEqual([
      "1夜に駆ける연주 확률 100%",
      "2群青연주 확률 62%",
      "3もしも命が描けたら연주 확률 40%",
    ]);
    expect(screen.getByRole("heading", { name: "앙코르" })).toBeVisible();
    const encore = screen.getByRole("list", { name: "앙코르" });
    expect(encore).toHaveAttribute("start", "4");
    expect(within(encore).getByRole("link", { name: "アイドル 영상 보기" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/www\.youtube\.com\/results\?search_query=/) as string,
    );
  });

  it("says so when the concert has no prediction yet", async () => {
    stubFetch({ "/api/new-concerts/5/predicted-setlist": [] });
    renderWithProviders(<PredictedSetlist concertId={5} />);
    expect(await screen.findByText("No setlist available.")).toBeVisible();
    expect(screen.queryByRole("heading", { name: "앙코르" })).toBeNull();
  });
});
