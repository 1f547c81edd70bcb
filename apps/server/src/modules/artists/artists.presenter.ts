import type { Artist, ArtistConcert } from "@naehan/contract";
import { toDateTuple } from "../../lib/dates";
import type { ArtistRow, UpcomingConcertRow } from "./artists.queries";

export function presentArtist(row: ArtistRow): Artist {
  return {
    artistId: row.id,
    mbid: row.mbid,
    name: row.name,
    krName: row.krName,
    imgUrl: row.imgUrl,
    snsUrl: row.snsUrl,
    mediaUrl: row.mediaUrl,
  };
}

export function presentArtistConcert(row: UpcomingConcertRow): ArtistConcert {
  return {
    newConcertId: row.id,
    title: row.title,
    startDate: toDateTuple(row.startDate),
    endDate: toDateTuple(row.endDate),
    posterUrl: row.posterUrl,
  };
}
