import type { Concert, ConcertDetail, PredictedSong } from "@naehan/contract";
import { toDateTuple } from "../../lib/dates";
import type { MediaUrl } from "../../lib/media-url";
import { presentPrice, presentTicketRound } from "../ticket-rounds/ticket-rounds.presenter";
import type { ConcertDetailRow, ConcertRow, PredictedSongRow } from "./concerts.queries";

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
  };
}

export function presentConcertDetail(row: ConcertDetailRow, media: MediaUrl): ConcertDetail {
  return {
    ...presentConcert(row, media),
    ticketRounds: row.ticketRounds.map(presentTicketRound),
    prices: row.prices.map(presentPrice),
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
