import * as z from "zod/mini";

import { bodyId, dateTuple, id } from "./common";
import { predictionAudit, predictionConfidence } from "./concerts";

/** The admin's texts for actual setlists; the server answers with the same ones. */
export const ACTUAL_SETLIST_MESSAGES = {
  pastConcertRequired: "연결할 지난 공연을 선택하세요.",
  songsRequired: "실제 셋리스트의 곡을 한 곡 이상 입력하세요.",
  tooManySongs: "곡은 100곡까지 입력할 수 있습니다.",
  songTitleRequired: "곡 제목을 입력하세요.",
  songTitleTooLong: "곡 제목은 200자까지 입력할 수 있습니다.",
} as const;

/** One concert whose prediction has been compared with its actual setlist. */
export const auditedConcert = z.object({
  newConcertId: id,
  artistId: id,
  artistName: z.string(),
  title: z.string(),
  startDate: dateTuple,
  endDate: dateTuple,
  confidence: predictionConfidence,
  basedOnShows: z.int(),
  predictedCount: z.int(),
  playedCount: z.int(),
  hitCount: z.int(),
  /** hitCount / predictedCount. */
  hitRate: z.number(),
});
export type AuditedConcert = z.infer<typeof auditedConcert>;

/**
 * Songs shown with a probability in [from, to) (the last bucket includes 1), across every audited
 * concert (predicted songs and their slot alternatives), and how many of them were played.
 */
export const calibrationBucket = z.object({
  from: z.number(),
  to: z.number(),
  songs: z.int(),
  meanProbability: z.number(),
  playedRate: z.number(),
});
export type CalibrationBucket = z.infer<typeof calibrationBucket>;

/** `GET /api/predictions/accuracy`: every audited concert, newest show first, and the calibration. */
export const predictionAccuracy = z.object({
  summary: z.object({
    concerts: z.int(),
    predictedCount: z.int(),
    hitCount: z.int(),
    /** Pooled over every audited concert; null before the first audit. */
    hitRate: z.nullable(z.number()),
  }),
  concerts: z.array(auditedConcert),
  /** Ten buckets of 10 %, empty ones left out. */
  calibration: z.array(calibrationBucket),
});
export type PredictionAccuracy = z.infer<typeof predictionAccuracy>;

/** `PUT /api/admin/new-concerts/{id}/actual-setlist`: link a past concert of the artist. */
export const actualSetlistLink = z.object({
  pastConcertId: bodyId(ACTUAL_SETLIST_MESSAGES.pastConcertRequired),
});
export type ActualSetlistLink = z.infer<typeof actualSetlistLink>;

/** `POST /api/admin/new-concerts/{id}/actual-setlist`: the setlist as played, typed in. */
export const actualSetlistInput = z.object({
  songs: z
    .array(
      z.object({
        title: z
          .string({ error: ACTUAL_SETLIST_MESSAGES.songTitleRequired })
          .check(
            z.trim(),
            z.minLength(1, { error: ACTUAL_SETLIST_MESSAGES.songTitleRequired }),
            z.maxLength(200, { error: ACTUAL_SETLIST_MESSAGES.songTitleTooLong }),
          ),
        encore: z._default(z.boolean(), false),
      }),
      { error: ACTUAL_SETLIST_MESSAGES.songsRequired },
    )
    .check(
      z.minLength(1, { error: ACTUAL_SETLIST_MESSAGES.songsRequired }),
      z.maxLength(100, { error: ACTUAL_SETLIST_MESSAGES.tooManySongs }),
    ),
});
export type ActualSetlistInput = z.input<typeof actualSetlistInput>;

/** A past concert the admin may link as a concert's actual setlist. */
export const actualSetlistOption = z.object({
  pastConcertId: id,
  date: dateTuple,
  venueName: z.string(),
  cityName: z.string(),
  songCount: z.int(),
  /** Typed in by the admin rather than synced from setlist.fm. */
  entered: z.boolean(),
});
export type ActualSetlistOption = z.infer<typeof actualSetlistOption>;

/** `GET /api/admin/new-concerts/{id}/actual-setlist`, and the answer of linking or typing one. */
export const actualSetlistState = z.object({
  newConcertId: id,
  linked: z.nullable(actualSetlistOption),
  /** The artist's past concerts within a day of the concert's dates, with songs. */
  candidates: z.array(actualSetlistOption),
  /** Whether the concert has a stored prediction to compare. */
  predicted: z.boolean(),
  audit: z.nullable(predictionAudit),
});
export type ActualSetlistState = z.infer<typeof actualSetlistState>;
