import * as z from "zod/mini";
import { dateTuple, id } from "./common";

export const artist = z.object({
  artistId: id,
  mbid: z.nullable(z.string()),
  name: z.string(),
  krName: z.nullable(z.string()),
  /** Other names fans search by (콜플); may be empty. */
  aliases: z.array(z.string()),
  imgUrl: z.nullable(z.string()),
  snsUrl: z.nullable(z.string()),
  mediaUrl: z.nullable(z.string()),
  /** The artist image as a link preview shows it (a JPEG), or null without an image. */
  ogImageUrl: z.nullable(z.string()),
});
export type Artist = z.infer<typeof artist>;
export const artistList = z.array(artist);

export const artistConcert = z.object({
  newConcertId: id,
  title: z.string(),
  startDate: dateTuple,
  endDate: dateTuple,
  posterUrl: z.nullable(z.string()),
});
export type ArtistConcert = z.infer<typeof artistConcert>;
export const artistConcertList = z.array(artistConcert);

export const setlistEntry = z.object({
  /** 1..n across the whole show; encores continue the count. */
  order: z.int(),
  /** 0 for the main set, n for the n-th encore. */
  encore: z.int(),
  tape: z.boolean(),
  cover: z.nullable(z.string()),
  with: z.nullable(z.string()),
  info: z.nullable(z.string()),
  /** `reading`: a Korean reading or translation of the title, where one is known (an addition). */
  song: z.object({ songId: id, title: z.string(), reading: z.optional(z.string()) }),
});
export type SetlistEntry = z.infer<typeof setlistEntry>;

export const pastConcert = z.object({
  pastConcertId: id,
  date: dateTuple,
  venueName: z.string(),
  cityName: z.string(),
  city: z.string(),
  country: z.string(),
  tourName: z.nullable(z.string()),
  setlistUrl: z.nullable(z.string()),
  setlists: z.array(setlistEntry),
});
export type PastConcert = z.infer<typeof pastConcert>;
export const pastConcertList = z.array(pastConcert);

export const songRankingItem = z.object({
  songId: id,
  title: z.string(),
  /** A Korean reading or translation of the title, where one is known (an addition). */
  reading: z.optional(z.string()),
  count: z.int(),
});
export type SongRankingItem = z.infer<typeof songRankingItem>;
export const songRanking = z.array(songRankingItem);
