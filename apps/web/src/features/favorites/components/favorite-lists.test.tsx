import type { Favorite } from "@naehan/contract";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
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

afterEach(() => sessionStore.clear());

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
});
