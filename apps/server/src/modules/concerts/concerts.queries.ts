import type { Genre } from "@naehan/contract";
import { and, asc, desc, eq, lt, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { artists, newConcerts, predictedSetlistEntries, songs } from "../../db/schema";
import { pricesJsonOf, roundsJsonOf } from "../ticket-rounds/ticket-rounds.queries";

const summaryColumns = {
  id: newConcerts.id,
  artistId: newConcerts.artistId,
  artistName: artists.name,
  title: newConcerts.title,
  posterUrl: newConcerts.posterUrl,
  startDate: newConcerts.startDate,
  endDate: newConcerts.endDate,
  genre: newConcerts.genre,
  status: newConcerts.status,
};

const detailColumns = {
  ...summaryColumns,
  subTitle: newConcerts.subTitle,
  venueName: newConcerts.venueName,
  cityName: newConcerts.cityName,
  countryName: newConcerts.countryName,
  countryCode: newConcerts.countryCode,
  ticketPlatforms: newConcerts.ticketPlatforms,
  ticketUrl: newConcerts.ticketUrl,
};

/**
 * Newest first (by id), optionally one genre; keyset paginated by id. Items carry every field of
 * the detail but its prediction, so a client can edit a concert from the list.
 */
export function listConcerts(
  db: Database,
  options: { genre: Genre | null; after: number | null; limit: number },
) {
  const conditions: SQL[] = [];
  if (options.genre) conditions.push(eq(newConcerts.genre, options.genre));
  if (options.after !== null) conditions.push(lt(newConcerts.id, options.after));
  return db
    .select(detailColumns)
    .from(newConcerts)
    .innerJoin(artists, eq(artists.id, newConcerts.artistId))
    .where(and(...conditions))
    .orderBy(desc(newConcerts.id))
    .limit(options.limit);
}

export async function findConcert(db: Database, id: number) {
  const [row] = await db
    .select(detailColumns)
    .from(newConcerts)
    .innerJoin(artists, eq(artists.id, newConcerts.artistId))
    .where(eq(newConcerts.id, id));
  return row ?? null;
}

/** The concert page's read: the concert with its ticket rounds and prices, in one query. */
export async function findConcertDetail(db: Database, id: number) {
  const [row] = await db
    .select({
      ...detailColumns,
      ticketRounds: roundsJsonOf(newConcerts.id),
      prices: pricesJsonOf(newConcerts.id),
    })
    .from(newConcerts)
    .innerJoin(artists, eq(artists.id, newConcerts.artistId))
    .where(eq(newConcerts.id, id));
  return row ?? null;
}

export async function concertExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: newConcerts.id })
    .from(newConcerts)
    .where(eq(newConcerts.id, id));
  return row !== undefined;
}

export function listPredictedSetlist(db: Database, concertId: number) {
  return db
    .select({
      songId: predictedSetlistEntries.songId,
      songTitle: songs.title,
      position: predictedSetlistEntries.position,
      encore: predictedSetlistEntries.encore,
      probability: predictedSetlistEntries.probability,
      ytLink: predictedSetlistEntries.ytLink,
    })
    .from(predictedSetlistEntries)
    .innerJoin(songs, eq(songs.id, predictedSetlistEntries.songId))
    .where(eq(predictedSetlistEntries.newConcertId, concertId))
    .orderBy(asc(predictedSetlistEntries.position));
}

export type ConcertRow = NonNullable<Awaited<ReturnType<typeof findConcert>>>;
export type ConcertDetailRow = NonNullable<Awaited<ReturnType<typeof findConcertDetail>>>;
export type PredictedSongRow = Awaited<ReturnType<typeof listPredictedSetlist>>[number];
