import * as z from "zod/mini";
import { PREDICTION_CONFIDENCES } from "./constants";
import { concertStatus, dateTuple, genre, id, isoDateTime } from "./common";

export const concertSummary = z.object({
  newConcertId: id,
  artistId: id,
  artistName: z.string(),
  title: z.string(),
  posterUrl: z.nullable(z.string()),
  startDate: dateTuple,
  endDate: dateTuple,
  genre,
  concertStatus,
});
export type ConcertSummary = z.infer<typeof concertSummary>;
export const concertSummaryList = z.array(concertSummary);

export const concert = z.extend(concertSummary, {
  subTitle: z.nullable(z.string()),
  venueName: z.string(),
  cityName: z.string(),
  countryName: z.string(),
  countryCode: z.string(),
  ticketPlatforms: z.nullable(z.string()),
  ticketUrl: z.nullable(z.string()),
  /** The start date as `YYYY-MM-DD`. */
  date: z.string(),
  /** When the show starts on its first day, Korean time (`19:30`); null while not announced. */
  startTime: z.nullable(z.string()),
  /** When the doors open on its first day, Korean time; null when not known. */
  doorsTime: z.nullable(z.string()),
  /**
   * The poster as a link preview shows it (a JPEG; messengers do not show SVG), or null without a
   * poster. Site-relative like `posterUrl` unless the image is hosted elsewhere or PUBLIC_URL is set.
   */
  ogImageUrl: z.nullable(z.string()),
});
export type Concert = z.infer<typeof concert>;
/**
 * `GET /api/new-concerts`: every item carries all of `Concert` (a client edits from the list); only
 * the detail call adds the prediction.
 */
export const concertList = z.array(concert);

export const predictionConfidence = z.enum(PREDICTION_CONFIDENCES);
export type PredictionConfidence = z.infer<typeof predictionConfidence>;

/** A song shown beside a predicted one as the other choice of its place ("A 또는 B"). */
export const slotAlternative = z.object({
  songId: id,
  songTitle: z.string(),
  /** A Korean reading or translation of the title, where one is known (an addition). */
  songReading: z.optional(z.string()),
  /** Calibrated chance that it is played, 0–1. */
  probability: z.number(),
  /** Whether it was played, once the actual setlist is known; null before. */
  played: z.nullable(z.boolean()),
});
export type SlotAlternative = z.infer<typeof slotAlternative>;

export const predictedSong = z.object({
  songId: id,
  songTitle: z.string(),
  /** A Korean reading or translation of the title, where one is known (an addition). */
  songReading: z.optional(z.string()),
  order: z.int(),
  encore: z.boolean(),
  ytLink: z.nullable(z.string()),
  /** Calibrated chance that the song is played, 0–1 (stored as predicted, before the show). */
  probability: z.number(),
  /** Songs that take this place on other nights; may be empty. */
  slotAlternatives: z.array(slotAlternative),
  /** Whether it was played, once the actual setlist is known; null before. */
  played: z.nullable(z.boolean()),
});
export type PredictedSong = z.infer<typeof predictedSong>;
export const predictedSetlist = z.array(predictedSong);

/** The prediction compared with what was played (present once an actual setlist is linked). */
export const predictionAudit = z.object({
  /** The past concert holding the actual setlist (`GET /api/artists/{id}/past-concerts/{it}`). */
  pastConcertId: id,
  /** Songs played (tape and repeats left out). */
  playedCount: z.int(),
  /** Predicted songs that were played (= played songs that were predicted). */
  hitCount: z.int(),
  predictedCount: z.int(),
});
export type PredictionAudit = z.infer<typeof predictionAudit>;

/** What the concert page says about its predicted setlist as a whole. */
export const predictionSummary = z.object({
  confidence: predictionConfidence,
  /** How many past shows the prediction was made from. */
  basedOnShows: z.int(),
  /** Why the confidence is what it is, in Korean ("같은 투어 최근 5회 기준"). */
  reason: z.string(),
  /** Share of the predicted songs that were played; null until the show is audited. */
  hitRate: z.nullable(z.number()),
  /** When the stored prediction was made (ISO-8601). */
  predictedAt: isoDateTime,
  audit: z.nullable(predictionAudit),
});
export type PredictionSummary = z.infer<typeof predictionSummary>;
