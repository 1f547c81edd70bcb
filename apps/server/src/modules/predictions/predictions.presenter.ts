import type { PredictedSong, PredictionSummary } from "@naehan/contract";
import type { PredictedSongRow, PredictionSummaryRow } from "./predicted-setlist.queries";

/** Probabilities travel with three decimals: the page shows whole percents. */
const roundProbability = (p: number) => Math.round(p * 1000) / 1000;

export function presentPredictedSong(row: PredictedSongRow): PredictedSong {
  return {
    songId: row.songId,
    songTitle: row.songTitle,
    ...(row.songReading ? { songReading: row.songReading } : {}),
    order: row.position,
    encore: row.encore,
    ytLink: row.ytLink,
    probability: roundProbability(row.probability),
    slotAlternatives: row.slotAlternatives.map((alt) => ({
      songId: alt.songId,
      songTitle: alt.songTitle,
      ...(alt.songReading ? { songReading: alt.songReading } : {}),
      probability: roundProbability(alt.probability),
      played: alt.played,
    })),
    played: row.played,
  };
}

/** What the concert page says about its prediction; null while it has none. */
export function presentPrediction(row: PredictionSummaryRow): PredictionSummary | null {
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
