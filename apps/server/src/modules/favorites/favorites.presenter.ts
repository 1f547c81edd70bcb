import type { Favorite } from "@naehan/contract";
import { toDateTuple } from "../../lib/dates";
import type { MediaUrl } from "../../lib/media/media-url";
import type { FavoriteRow } from "./favorites.queries";

export function presentFavorite(row: FavoriteRow, media: MediaUrl): Favorite {
  return {
    id: row.id,
    favoriteId: row.id,
    artistId: row.artistId,
    concertId: row.concertId,
    newConcertId: row.concertId,
    artistName: row.artistName,
    krName: row.krName,
    imgUrl: media(row.imgUrl),
    newConcertTitle: row.newConcertTitle,
    concertArtistName: row.concertArtistName,
    posterUrl: media(row.posterUrl),
    startDate: row.startDate ? toDateTuple(row.startDate) : null,
    endDate: row.endDate ? toDateTuple(row.endDate) : null,
  };
}
