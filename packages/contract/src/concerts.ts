import * as z from "zod/mini";
import { concertStatus, dateTuple, genre, id } from "./common";

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

export const predictedSong = z.object({
  songId: id,
  songTitle: z.string(),
  order: z.int(),
  encore: z.boolean(),
  ytLink: z.nullable(z.string()),
  /** Share of the weighted recent shows in which the song was played, 0–1. */
  probability: z.number(),
});
export type PredictedSong = z.infer<typeof predictedSong>;
export const predictedSetlist = z.array(predictedSong);

/**
 * `?genre=` of GET /api/new-concerts: the five codes, case-insensitive; NEW and ALL mean all. An
 * unencoded `genre=R&B` (`genre=R` and a parameter `B`) is R&B; an unknown genre is an empty list.
 */
export const GENRE_FILTERS = ["NEW", "ALL", "POP", "ROCK", "HIPHOP", "R&B", "JPOP"] as const;
