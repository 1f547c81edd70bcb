import * as z from "zod/mini";
import { FAVORITE_TARGETS } from "./constants";
import { dateTuple, id } from "./common";

export const favoriteTarget = z.enum(FAVORITE_TARGETS);
export type FavoriteTarget = z.infer<typeof favoriteTarget>;

export const favoriteStatus = z.object({ favorite: z.boolean() });
export type FavoriteStatus = z.infer<typeof favoriteStatus>;

/**
 * One favourite: an artist or a concert. The spec's my page sorts rows into artists by
 * `artistName`, so only artist rows fill `artistId`, `artistName`, `krName` and `imgUrl`; only
 * concert rows fill the concert fields, their artist's name in `concertArtistName`.
 */
export const favorite = z.object({
  id,
  favoriteId: id,
  artistId: z.nullable(id),
  concertId: z.nullable(id),
  newConcertId: z.nullable(id),
  artistName: z.nullable(z.string()),
  krName: z.nullable(z.string()),
  imgUrl: z.nullable(z.string()),
  newConcertTitle: z.nullable(z.string()),
  concertArtistName: z.nullable(z.string()),
  posterUrl: z.nullable(z.string()),
  startDate: z.nullable(dateTuple),
  endDate: z.nullable(dateTuple),
});
export type Favorite = z.infer<typeof favorite>;
export const favoriteList = z.array(favorite);

/** The personal calendar feed of favourite concerts (an iCalendar URL with a secret key). */
export const calendarFeed = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeed>;
