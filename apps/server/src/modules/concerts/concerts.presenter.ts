import type { Concert, ConcertDetail, PredictedSong, PredictionSummary } from "@naehan/contract";
import { toDateTuple } from "../../lib/dates";
import type { MediaUrl } from "../../lib/media/media-url";
import { presentPrice, presentTicketRound } from "../ticket-rounds/ticket-rounds.presenter";
import { concertCard, shareCardUrl } from "../share-cards/share-cards.presenter";
import type { ConcertRow, ConcertWithPredictionRow, PredictedSongRow } from "./concerts.queries";

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

/** Probabilities travel with three decimals: the page shows whole percents. */
const roundProbability = (p: number) => Math.round(p * 1000) / 1000;

export function presentPredictedSong(row: PredictedSongRow): PredictedSong {
  return {
    songId: row.songId,
    songTitle: row.songTitle,
    order: row.position,
    encore: row.encore,
    ytLink: row.ytLink,
    probability: roundProbability(row.probability),
    slotAlternatives: row.slotAlternatives.map((alt) => ({
      songId: alt.songId,
      songTitle: alt.songTitle,
      probability: roundProbability(alt.probability),
      played: alt.played,
    })),
    played: row.played,
  };
}

function presentPrediction(row: ConcertWithPredictionRow): PredictionSummary | null {
  if (row.confidence === null || row.predictedAt === null) return null;
  const audit =
    row.actualPastConcertId !== null && row.predictedCount
      ? {
          pastConcertId: row.actualPastConcertId,
          playedCount: row.playedCount ?? 0,
          hitCount: row.hitCount ?? 0,
          predictedCount: row.predictedCount,
        }
      : null;
  return {
    confidence: row.confidence,
    basedOnShows: row.basedOnShows ?? 0,
    reason: row.reason ?? "",
    hitRate: audit ? Math.round((audit.hitCount / audit.predictedCount) * 1000) / 1000 : null,
    predictedAt: row.predictedAt.toISOString(),
    audit,
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
  };
}
