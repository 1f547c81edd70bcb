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
  /**
   * Whether the query names this row's artist as a whole: its name or an alias, typed exactly, in
   * 초성, on the wrong keyboard layout, or with a small typo. The search page then lands on the
   * artist. Additive: the spec's own rule (the first row's name equals the query) still stands.
   */
  namesArtist: z.boolean(),
});
export type SearchRow = z.infer<typeof searchRow>;
export const searchResults = z.array(searchRow);
