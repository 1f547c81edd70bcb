import type { PredictionAccuracy } from "@naehan/contract";
import { toDateTuple } from "../../lib/dates";
import type { AuditedConcertRow, BucketRow } from "./accuracy.queries";

const rate = (part: number, whole: number) => Math.round((part / whole) * 1000) / 1000;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

export function presentAccuracy(
  concerts: AuditedConcertRow[],
  buckets: BucketRow[],
): PredictionAccuracy {
  const predictedCount = concerts.reduce((sum, c) => sum + c.predicted_count, 0);
  const hitCount = concerts.reduce((sum, c) => sum + c.hit_count, 0);
  return {
    summary: {
      concerts: concerts.length,
      predictedCount,
      hitCount,
      hitRate: predictedCount > 0 ? rate(hitCount, predictedCount) : null,
    },
    concerts: concerts.map((c) => ({
      newConcertId: c.id,
      artistId: c.artist_id,
      artistName: c.artist_name,
      title: c.title,
      startDate: toDateTuple(c.start_date),
      endDate: toDateTuple(c.end_date),
      confidence: c.confidence,
      basedOnShows: c.based_on_shows,
      predictedCount: c.predicted_count,
      playedCount: c.played_count,
      hitCount: c.hit_count,
      hitRate: rate(c.hit_count, c.predicted_count),
    })),
    calibration: buckets.map((b) => ({
      from: b.bucket / 10,
      to: (b.bucket + 1) / 10,
      songs: b.songs,
      meanProbability: round3(b.mean_probability),
      playedRate: round3(b.played_rate),
    })),
  };
}
