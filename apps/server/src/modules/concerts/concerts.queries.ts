import type { Genre } from "@naehan/contract";
import { type AnyColumn, type Placeholder, and, asc, desc, eq, lt, sql } from "drizzle-orm";
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

/** Larger than any id: a page without a cursor starts after it. */
const AFTER_LAST_ID = 2_147_483_647;

/**
 * Newest first (by id), optionally one genre; keyset paginated by id. Items carry every field of
 * the detail but its prediction, so a client can edit a concert from the list. Prepared once per
 * shape (with and without a genre), so each request only binds its values.
 */
export function listConcertsQuery(db: Database) {
  const shape = (genre: boolean) =>
    db
      .select(detailColumns)
      .from(newConcerts)
      .innerJoin(artists, eq(artists.id, newConcerts.artistId))
      .where(
        and(
          genre ? eq(newConcerts.genre, sql.placeholder("genre")) : undefined,
          lt(newConcerts.id, sql.placeholder("after")),
        ),
      )
      .orderBy(desc(newConcerts.id))
      .limit(sql.placeholder("limit"))
      .prepare(genre ? "concerts_of_genre" : "concerts");
  const all = shape(false);
  const ofGenre = shape(true);
  return (options: { genre: Genre | null; after: number | null; limit: number }) => {
    const values = { after: options.after ?? AFTER_LAST_ID, limit: options.limit };
    return options.genre
      ? ofGenre.execute({ ...values, genre: options.genre })
      : all.execute(values);
  };
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
 * the actual setlist is linked, how it went, and its ticket rounds and seat prices: one query (the
 * counts and lists are subqueries of it).
 */
function selectConcertWithPrediction(db: Database, id: number | Placeholder) {
  const predicted = sql<number>`(select count(*)::int from ${predictedSetlistEntries}
    where ${predictedSetlistEntries.newConcertId} = ${newConcerts.id})`;
  const played = sql<number>`(select count(distinct ${setlistEntries.songId})::int
    from ${setlistEntries}
    where ${setlistEntries.pastConcertId} = ${actual} and not ${setlistEntries.tape})`;
  const hits = sql<number>`(select count(*)::int from ${predictedSetlistEntries}
    where ${predictedSetlistEntries.newConcertId} = ${newConcerts.id}
      and ${playedAtActual(predictedSetlistEntries.songId)})`;
  return db
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
      ticketRounds: roundsJsonOf(newConcerts.id),
      prices: pricesJsonOf(newConcerts.id),
    })
    .from(newConcerts)
    .innerJoin(artists, eq(artists.id, newConcerts.artistId))
    .leftJoin(concertPredictions, eq(concertPredictions.newConcertId, newConcerts.id))
    .where(eq(newConcerts.id, id));
}

export async function findConcertWithPrediction(db: Database, id: number) {
  const [row] = await selectConcertWithPrediction(db, id);
  return row ?? null;
}

/** `findConcertWithPrediction`, prepared for the public read. */
export function findConcertQuery(db: Database) {
  const query = selectConcertWithPrediction(db, sql.placeholder("id")).prepare("concert");
  return async (id: number) => (await query.execute({ id }))[0] ?? null;
}

export interface AlternativeRow {
  songId: number;
  songTitle: string;
  probability: number;
  played: boolean | null;
}

const alternativesOf = (entryId: AnyColumn) => {
  const alt = predictedSlotAlternatives;
  // Inside the subquery, `songs` is its own join: the alternative's song.
  return sql<AlternativeRow[]>`coalesce((
    select json_agg(json_build_object(
      'songId', ${alt.songId}, 'songTitle', ${songs.title},
      'probability', ${alt.probability}, 'played', ${playedAtActual(alt.songId)}
    ) order by ${alt.rank})
    from ${alt} join ${songs} on ${songs.id} = ${alt.songId}
    where ${alt.entryId} = ${entryId}
  ), '[]'::json)`;
};

/**
 * The stored prediction in order, each song with its slot alternatives and, once the actual
 * setlist is linked, whether it was played: one query.
 */
export function listPredictedSetlist(db: Database, concertId: number) {
  return db
    .select({
      songId: predictedSetlistEntries.songId,
      songTitle: songs.title,
      position: predictedSetlistEntries.position,
      encore: predictedSetlistEntries.encore,
      probability: predictedSetlistEntries.probability,
      ytLink: predictedSetlistEntries.ytLink,
      slotAlternatives: alternativesOf(predictedSetlistEntries.id),
      played: playedAtActual(predictedSetlistEntries.songId),
    })
    .from(predictedSetlistEntries)
    .innerJoin(songs, eq(songs.id, predictedSetlistEntries.songId))
    .innerJoin(newConcerts, eq(newConcerts.id, predictedSetlistEntries.newConcertId))
    .where(eq(predictedSetlistEntries.newConcertId, concertId))
    .orderBy(asc(predictedSetlistEntries.position));
}

/**
 * `listPredictedSetlist` for the public read, prepared, in one statement that also tells whether
 * the concert exists and whose it is: null when it does not exist, no songs when it has no
 * prediction.
 */
export function predictedSetlistQuery(db: Database) {
  const query = db
    .select({
      artistId: newConcerts.artistId,
      songId: predictedSetlistEntries.songId,
      songTitle: songs.title,
      position: predictedSetlistEntries.position,
      encore: predictedSetlistEntries.encore,
      probability: predictedSetlistEntries.probability,
      ytLink: predictedSetlistEntries.ytLink,
      slotAlternatives: alternativesOf(predictedSetlistEntries.id),
      played: playedAtActual(predictedSetlistEntries.songId),
    })
    .from(newConcerts)
    .leftJoin(predictedSetlistEntries, eq(predictedSetlistEntries.newConcertId, newConcerts.id))
    .leftJoin(songs, eq(songs.id, predictedSetlistEntries.songId))
    .where(eq(newConcerts.id, sql.placeholder("id")))
    .orderBy(asc(predictedSetlistEntries.position))
    .prepare("predicted_setlist");
  return async (concertId: number) => {
    const rows = await query.execute({ id: concertId });
    const [first] = rows;
    if (!first) return null;
    const songs = rows.flatMap((row): PredictedSongRow[] =>
      row.songId === null || row.songTitle === null || row.position === null
        ? []
        : [
            {
              songId: row.songId,
              songTitle: row.songTitle,
              position: row.position,
              encore: row.encore ?? false,
              probability: row.probability ?? 0,
              ytLink: row.ytLink,
              slotAlternatives: row.slotAlternatives,
              played: row.played,
            },
          ],
    );
    return { artistId: first.artistId, songs };
  };
}

export type ConcertRow = NonNullable<Awaited<ReturnType<typeof findConcert>>>;
export type ConcertWithPredictionRow = NonNullable<
  Awaited<ReturnType<typeof findConcertWithPrediction>>
>;
export type PredictedSongRow = Awaited<ReturnType<typeof listPredictedSetlist>>[number];
