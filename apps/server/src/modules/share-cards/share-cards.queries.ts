import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { articles, artists, newConcerts, pastConcerts } from "../../db/schema";
import { nextOpeningOf } from "../ticket-rounds/ticket-rounds.queries";

/** What the share card of each kind of page shows, in one query each. */

export async function concertCardRow(db: Database, id: number) {
  const [row] = await db
    .select({
      title: newConcerts.title,
      posterUrl: newConcerts.posterUrl,
      startDate: newConcerts.startDate,
      endDate: newConcerts.endDate,
      venueName: newConcerts.venueName,
      cityName: newConcerts.cityName,
      startTime: newConcerts.startTime,
      nextOpening: nextOpeningOf(newConcerts.id),
      artistName: artists.name,
    })
    .from(newConcerts)
    .innerJoin(artists, eq(artists.id, newConcerts.artistId))
    .where(eq(newConcerts.id, id));
  return row ?? null;
}

export async function artistCardRow(db: Database, id: number) {
  const [row] = await db
    .select({ name: artists.name, krName: artists.krName, imgUrl: artists.imgUrl })
    .from(artists)
    .where(eq(artists.id, id));
  return row ?? null;
}

export async function setlistCardRow(db: Database, artistId: number, pastConcertId: number) {
  const [row] = await db
    .select({
      eventDate: pastConcerts.eventDate,
      venueName: pastConcerts.venueName,
      cityName: pastConcerts.cityName,
      tourName: pastConcerts.tourName,
      artistName: artists.name,
      krName: artists.krName,
      imgUrl: artists.imgUrl,
    })
    .from(pastConcerts)
    .innerJoin(artists, eq(artists.id, pastConcerts.artistId))
    .where(and(eq(pastConcerts.id, pastConcertId), eq(pastConcerts.artistId, artistId)));
  return row ?? null;
}

export async function articleCardRow(db: Database, id: number) {
  const [row] = await db
    .select({
      title: articles.title,
      createdAt: articles.createdAt,
      artistName: artists.name,
      krName: artists.krName,
      imgUrl: artists.imgUrl,
    })
    .from(articles)
    .innerJoin(artists, eq(artists.id, articles.artistId))
    .where(eq(articles.id, id));
  return row ?? null;
}
