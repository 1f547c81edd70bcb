import type { Artist, ArtistConcert } from "@naehan/contract";
import { toDateTuple } from "../../lib/dates";
import type { MediaUrl } from "../../lib/media/media-url";
import { shareCardUrl } from "../share-cards/share-card-url";
import { artistCard } from "../share-cards/share-cards.presenter";
import type { ArtistRow, UpcomingConcertRow } from "./artists.queries";

export function presentArtist(row: ArtistRow, media: MediaUrl): Artist {
  return {
    artistId: row.id,
    mbid: row.mbid,
    name: row.name,
    krName: row.krName,
    aliases: row.aliases,
    imgUrl: media(row.imgUrl),
    snsUrl: row.snsUrl,
    mediaUrl: row.mediaUrl,
    ogImageUrl: media(shareCardUrl(`artists/${row.id}`, artistCard(row))),
  };
}

export function presentArtistConcert(row: UpcomingConcertRow, media: MediaUrl): ArtistConcert {
  return {
    newConcertId: row.id,
    title: row.title,
    startDate: toDateTuple(row.startDate),
    endDate: toDateTuple(row.endDate),
    posterUrl: media(row.posterUrl),
  };
}
