import type { Concert, PredictedSong } from "@naehan/contract";
import { toDateTuple } from "../../lib/dates";
import type { MediaUrl } from "../../lib/media-url";
import { concertCard, shareCardUrl } from "../share-cards/share-cards.presenter";
import type { ConcertRow, PredictedSongRow } from "./concerts.queries";

export function presentConcert(row: ConcertRow, media: MediaUrl): Concert {
  return {
    newConcertId: row.id,
    artistId: row.artistId,
    artistName: row.artistName,
    title: row.title,
    posterUrl: media(row.posterUrl),
    startDate: toDateTuple(row.startDate),
    endDate: toDateTuple(row.endDate),
    genre: row.genre,
    concertStatus: row.status,
    subTitle: row.subTitle,
    venueName: row.venueName,
    cityName: row.cityName,
    countryName: row.countryName,
    countryCode: row.countryCode,
    ticketPlatforms: row.ticketPlatforms,
    ticketUrl: row.ticketUrl,
    date: row.startDate,
    ogImageUrl: media(shareCardUrl(`new-concerts/${row.id}`, concertCard(row))),
  };
}

export function presentPredictedSong(row: PredictedSongRow): PredictedSong {
  return {
    songId: row.songId,
    songTitle: row.songTitle,
    order: row.position,
    encore: row.encore,
    ytLink: row.ytLink,
    probability: Math.round(row.probability * 1000) / 1000,
  };
}
