import type { Genre } from "@naehan/contract";
import { type AnyColumn, and, asc, desc, eq, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  artists,
  concertPredictions,
  newConcerts,
  pastConcerts,
  predictedSetlistEntries,
  predictedSlotAlternatives,
  setlistEntries,
  songs,
} from "../../db/schema";

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

export async function concertExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: newConcerts.id })
    .from(newConcerts)
    .where(eq(newConcerts.id, id));
  return row !== undefined;
}

const actual = newConcerts.actualPastConcertId;

/** Whether the concert's actual setlist has the song (tape aside); null while there is none. */
const playedAtActual = (songId: AnyColumn) =>
  sql<boolean | null>`case when ${actual} is null then null else exists (
    select 1 from ${setlistEntries}
    where ${setlistEntries.pastConcertId} = ${actual} and ${setlistEntries.songId} = ${songId}
      and not ${setlistEntries.tape}
  ) end`;

/**
 * The concert's prediction as it was made, with what the concert page says about it and, once
 * the actual setlist is linked, how it went: one query (the counts are subqueries of it).
 */
export async function findConcertWithPrediction(db: Database, id: number) {
  const predicted = sql<number>`(select count(*)::int from ${predictedSetlistEntries}
    where ${predictedSetlistEntries.newConcertId} = ${newConcerts.id})`;
  const played = sql<number>`(select count(distinct ${setlistEntries.songId})::int
    from ${setlistEntries}
    where ${setlistEntries.pastConcertId} = ${actual} and not ${setlistEntries.tape})`;
  const hits = sql<number>`(select count(*)::int from ${predictedSetlistEntries}
    where ${predictedSetlistEntries.newConcertId} = ${newConcerts.id}
      and ${playedAtActual(predictedSetlistEntries.songId)})`;
  const [row] = await db
    .select({
      ...detailColumns,
      confidence: concertPredictions.confidence,
      reason: concertPredictions.reason,
      basedOnShows: concertPredictions.basedOnShows,
      predictedAt: concertPredictions.predictedAt,
      actualPastConcertId: actual,
      predictedCount: sql<
        number | null
      >`case when ${actual} is null then null else ${predicted} end`,
      playedCount: sql<number | null>`case when ${actual} is null then null else ${played} end`,
      hitCount: sql<number | null>`case when ${actual} is null then null else ${hits} end`,
      hasEarlierSetlists: sql<boolean>`exists (select 1 from ${pastConcerts}
        where ${pastConcerts.artistId} = ${newConcerts.artistId}
          and ${pastConcerts.eventDate} < ${newConcerts.startDate} and ${pastConcerts.songCount} > 0)`,
    })
    .from(newConcerts)
    .innerJoin(artists, eq(artists.id, newConcerts.artistId))
    .leftJoin(concertPredictions, eq(concertPredictions.newConcertId, newConcerts.id))
    .where(eq(newConcerts.id, id));
  return row ?? null;
}

export interface AlternativeRow {
  songId: number;
  songTitle: string;
  probability: number;
  played: boolean | null;
}

/**
 * The stored prediction in order, each song with its slot alternatives and, once the actual
 * setlist is linked, whether it was played: one query. (Inside the alternatives' subquery,
 * `songs` is the subquery's own join, the alternative's song.)
 */
export function listPredictedSetlist(db: Database, concertId: number) {
  const alt = predictedSlotAlternatives;
  const alternatives = sql<AlternativeRow[]>`coalesce((
    select json_agg(json_build_object(
      'songId', ${alt.songId}, 'songTitle', ${songs.title},
      'probability', ${alt.probability}, 'played', ${playedAtActual(alt.songId)}
    ) order by ${alt.rank})
    from ${alt} join ${songs} on ${songs.id} = ${alt.songId}
    where ${alt.entryId} = ${predictedSetlistEntries.id}
  ), '[]'::json)`;
  return db
    .select({
      songId: predictedSetlistEntries.songId,
      songTitle: songs.title,
      position: predictedSetlistEntries.position,
      encore: predictedSetlistEntries.encore,
      probability: predictedSetlistEntries.probability,
      ytLink: predictedSetlistEntries.ytLink,
      slotAlternatives: alternatives,
      played: playedAtActual(predictedSetlistEntries.songId),
    })
    .from(predictedSetlistEntries)
    .innerJoin(songs, eq(songs.id, predictedSetlistEntries.songId))
    .innerJoin(newConcerts, eq(newConcerts.id, predictedSetlistEntries.newConcertId))
    .where(eq(predictedSetlistEntries.newConcertId, concertId))
    .orderBy(asc(predictedSetlistEntries.position));
}

export type ConcertRow = NonNullable<Awaited<ReturnType<typeof findConcert>>>;
export type ConcertWithPredictionRow = NonNullable<
  Awaited<ReturnType<typeof findConcertWithPrediction>>
>;
export type PredictedSongRow = Awaited<ReturnType<typeof listPredictedSetlist>>[number];
