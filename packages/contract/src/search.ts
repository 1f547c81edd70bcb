import * as z from "zod/mini";
import { dateTuple, genre, id } from "./common";

export const searchRow = z.object({
  artistId: id,
  artistName: z.string(),
  artistkrName: z.nullable(z.string()),
  imgUrl: z.nullable(z.string()),
  snsUrl: z.nullable(z.string()),
  newConcertId: z.nullable(id),
  title: z.nullable(z.string()),
  posterUrl: z.nullable(z.string()),
  startDate: z.nullable(dateTuple),
  endDate: z.nullable(dateTuple),
  /** The start date as `YYYY-MM-DD`; null on an artist-only row. */
  date: z.nullable(z.string()),
  venueName: z.nullable(z.string()),
  genre: z.nullable(genre),
});
export type SearchRow = z.infer<typeof searchRow>;
export const searchResults = z.array(searchRow);
