import type { Favorite } from "@naehan/contract";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session";
import { renderWithProviders, stubFetch } from "../../../test/render";
import { tokenFor } from "../../../test/tokens";
import { FavoriteLists } from "./favorite-lists";

const artistFavorite = (id: number, artistName: string, krName: string | null): Favorite => ({
  id,
  favoriteId: id,
  artistId: id,
  concertId: null,
  newConcertId: null,
  artistName,
  krName,
  imgUrl: null,
  newConcertTitle: null,
  concertArtistName: null,
  posterUrl: null,
  startDate: null,
  endDate: null,
});

const concertFavorite = (
  id: number,
  title: string,
  start: [number, number, number],
  end = start,
): Favorite => ({
  ...artistFavorite(id, "", null),
  artistId: null,
  artistName: null,
  concertId: id,
  newConcertId: id,
  newConcertTitle: title,
  startDate: start,
  endDate: end,
});

afterEach(() => {
  sessionStore.clear();
  vi.useRealTimers();
});

describe("FavoriteLists", () => {
  it("names a favourite artist in Korean first with the English name below, as the artist page does", async () => {
    sessionStore.signIn({ token: tokenFor(1), refreshToken: "r", nickname: "팬" });
    stubFetch({
      "/api/favorites": [
        artistFavorite(1, "Coldplay", "콜드플레이"),
        artistFavorite(2, "keshi", null),
      ],
    });
    renderWithProviders(<FavoriteLists />);
    const list = await screen.findByRole("list", { name: "즐겨찾는 아티스트" });
    const [coldplay, keshi] = within(list).getAllByRole("link");
    expect(coldplay).toHaveAttribute("href", "/artist/1");
    // Korean name, then the English one.
    expect(coldplay?.textContent).toBe("콜드플레이Coldplay");
    expect(keshi?.textContent).toBe("keshi");
  });

  it("lists favourite concerts by date, the next show first and ended ones after it", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-27T12:00:00+09:00") });
    sessionStore.signIn({ token: tokenFor(1), refreshToken: "r", nickname: "팬" });
    // The API answers newest favourite first.
    stubFetch({
      "/api/favorites": [
        concertFavorite(5, "콜드플레이 2027", [2027, 4, 16], [2027, 4, 19]),
        concertFavorite(4, "지난 공연", [2026, 10, 3]),
        concertFavorite(3, "YOASOBI 부산", [2026, 11, 29]),
        concertFavorite(2, "오늘 끝나는 공연", [2026, 11, 26], [2026, 11, 27]),
        concertFavorite(1, "더 지난 공연", [2025, 5, 1]),
      ],
    });
    renderWithProviders(<FavoriteLists />);
    const list = await screen.findByRole("list", { name: "즐겨찾는 공연" });
    const names = () =>
      within(list)
        .getAllByRole("link")
        .map((link) => link.querySelector("span span")?.textContent);
    expect(names()).toEqual(["오늘 끝나는 공연", "YOASOBI 부산"]);
    fireEvent.click(screen.getByRole("button", { name: /즐겨찾는 공연.*더보기/ }));
    expect(names()).toEqual([
      "오늘 끝나는 공연",
      "YOASOBI 부산",
      "콜드플레이 2027",
      "지난 공연",
      "더 지난 공연",
    ]);
  });
});
