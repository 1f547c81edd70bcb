import * as z from "zod/mini";
import { dateTuple, id } from "./common";

export const favoriteStatus = z.object({ favorite: z.boolean() });
export type FavoriteStatus = z.infer<typeof favoriteStatus>;

export const favorite = z.object({
  id,
  favoriteId: id,
  artistId: z.nullable(id),
  concertId: z.nullable(id),
  newConcertId: z.nullable(id),
  artistName: z.nullable(z.string()),
  imgUrl: z.nullable(z.string()),
  newConcertTitle: z.nullable(z.string()),
  posterUrl: z.nullable(z.string()),
  startDate: z.nullable(dateTuple),
  endDate: z.nullable(dateTuple),
});
export type Favorite = z.infer<typeof favorite>;
export const favoriteList = z.array(favorite);

/** The personal calendar feed of favourite concerts (an iCalendar URL with a secret key). */
export const calendarFeed = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeed>;
