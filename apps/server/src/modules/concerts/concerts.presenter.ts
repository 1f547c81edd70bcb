import type { Concert, ConcertDetail } from "@naehan/contract";
import { toDateTuple } from "../../lib/dates";
import type { MediaUrl } from "../../lib/media/media-url";
import { presentPrice, presentTicketRound } from "../ticket-rounds/ticket-rounds.presenter";
import { shareCardUrl } from "../share-cards/share-card-url";
import { concertCard } from "../share-cards/share-cards.presenter";
import { presentPrediction } from "../predictions/predictions.presenter";
import type { ConcertRow, ConcertWithPredictionRow } from "./concerts.queries";

/** `19:30:00` as stored → `19:30`. */
const clockTime = (stored: string | null) => stored?.slice(0, 5) ?? null;

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
    startTime: clockTime(row.startTime),
    doorsTime: clockTime(row.doorsTime),
    ogImageUrl: media(shareCardUrl(`new-concerts/${row.id}`, concertCard(row))),
  };
}

/** `GET /api/new-concerts/{id}`: the concert, what its prediction is worth, its rounds and prices. */
export function presentConcertDetail(
  row: ConcertWithPredictionRow,
  media: MediaUrl,
): ConcertDetail {
  return {
    ...presentConcert(row, media),
    prediction: presentPrediction(row),
    hasEarlierSetlists: row.hasEarlierSetlists,
    ticketRounds: row.ticketRounds.map(presentTicketRound),
    prices: row.prices.map(presentPrice),
    ticketLinks: row.ticketLinks,
    venueAddress: row.venueAddress,
    venueLocation:
      row.venueLat !== null && row.venueLng !== null
        ? { lat: row.venueLat, lng: row.venueLng }
        : null,
  };
}
