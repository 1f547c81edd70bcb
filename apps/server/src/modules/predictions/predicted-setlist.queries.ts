import { type AnyColumn, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  concertPredictions,
  newConcerts,
  predictedSetlistEntries,
  predictedSlotAlternatives,
  setlistEntries,
  songs,
} from "../../db/schema";

const actual = newConcerts.actualPastConcertId;

/** When the show starts: its first day at its start time (midnight when unknown), Korean time. */
export const showStartOf = (startDate: AnyColumn, startTime: AnyColumn) =>
  sql`((${startDate} + coalesce(${startTime}, time '00:00')) at time zone 'Asia/Seoul')`;

/**
 * Whether the concert is judged: its actual setlist is linked and its prediction was made before
 * the show started. Read from the concert's dates as they are now, so moving them keeps it true.
 */
const judged = sql`(${actual} is not null and exists (
    select 1 from ${concertPredictions}
    where ${concertPredictions.newConcertId} = ${newConcerts.id}
      and ${concertPredictions.predictedAt} < ${showStartOf(newConcerts.startDate, newConcerts.startTime)}))`;

/**
 * Whether the concert's actual setlist has the song (tape aside); null while there is none, or
 * when the prediction was made after the show started (it is not judged).
 */
export const playedAtActual = (songId: AnyColumn) =>
  sql<boolean | null>`case when not ${judged} then null else exists (
    select 1 from ${setlistEntries}
    where ${setlistEntries.pastConcertId} = ${actual} and ${setlistEntries.songId} = ${songId}
      and not ${setlistEntries.tape}
  ) end`;

/**
 * What a concert's page says about its prediction (as it was made) and, once the actual setlist
 * is linked, how it went: columns of a select from `newConcerts` left-joined to
 * `concertPredictions` (see `withPrediction`); the counts are subqueries.
 */
export function predictionSummaryColumns() {
  const predicted = sql<number>`(select count(*)::int from ${predictedSetlistEntries}
    where ${predictedSetlistEntries.newConcertId} = ${newConcerts.id})`;
  const played = sql<number>`(select count(distinct ${setlistEntries.songId})::int
    from ${setlistEntries}
    where ${setlistEntries.pastConcertId} = ${actual} and not ${setlistEntries.tape})`;
  const hits = sql<number>`(select count(*)::int from ${predictedSetlistEntries}
    where ${predictedSetlistEntries.newConcertId} = ${newConcerts.id}
      and ${playedAtActual(predictedSetlistEntries.songId)})`;
  return {
    confidence: concertPredictions.confidence,
    reason: concertPredictions.reason,
    basedOnShows: concertPredictions.basedOnShows,
    predictedAt: concertPredictions.predictedAt,
    actualPastConcertId: actual,
    predictedCount: sql<number | null>`case when not ${judged} then null else ${predicted} end`,
    playedCount: sql<number | null>`case when not ${judged} then null else ${played} end`,
    hitCount: sql<number | null>`case when not ${judged} then null else ${hits} end`,
  };
}

/** The join `predictionSummaryColumns` reads, for a select from `newConcerts`. */
export const withPrediction = [
  concertPredictions,
  eq(concertPredictions.newConcertId, newConcerts.id),
] as const;

/** The concert's prediction summary alone (the admin's actual-setlist screen); null: no concert. */
export async function findPredictionSummary(db: Database, concertId: number) {
  const [row] = await db
    .select({ id: newConcerts.id, ...predictionSummaryColumns() })
    .from(newConcerts)
    .leftJoin(...withPrediction)
    .where(eq(newConcerts.id, concertId));
  return row ?? null;
}

export interface AlternativeRow {
  songId: number;
  songTitle: string;
  songReading: string | null;
  probability: number;
  played: boolean | null;
}

const alternativesOf = (entryId: AnyColumn) => {
  const alt = predictedSlotAlternatives;
  // Inside the subquery, `songs` is its own join: the alternative's song.
  return sql<AlternativeRow[]>`coalesce((
    select json_agg(json_build_object(
      'songId', ${alt.songId}, 'songTitle', ${songs.title}, 'songReading', ${songs.reading},
      'probability', ${alt.probability}, 'played', ${playedAtActual(alt.songId)}
    ) order by ${alt.rank})
    from ${alt} join ${songs} on ${songs.id} = ${alt.songId}
    where ${alt.entryId} = ${entryId}
  ), '[]'::json)`;
};

/** A predicted song as its answers show it: its place, its alternatives, whether it was played. */
const predictedSongColumns = {
  songId: predictedSetlistEntries.songId,
  songTitle: songs.title,
  songReading: songs.reading,
  position: predictedSetlistEntries.position,
  encore: predictedSetlistEntries.encore,
  probability: predictedSetlistEntries.probability,
  ytLink: predictedSetlistEntries.ytLink,
  slotAlternatives: alternativesOf(predictedSetlistEntries.id),
  played: playedAtActual(predictedSetlistEntries.songId),
};

/**
 * The stored prediction in order, each song with its slot alternatives and, once the actual
 * setlist is linked, whether it was played: one query.
 */
export function listPredictedSetlist(db: Database, concertId: number) {
  return db
    .select(predictedSongColumns)
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
    .select({ artistId: newConcerts.artistId, ...predictedSongColumns })
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
              songReading: row.songReading,
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

export type PredictionSummaryRow = NonNullable<Awaited<ReturnType<typeof findPredictionSummary>>>;
export type PredictedSongRow = Awaited<ReturnType<typeof listPredictedSetlist>>[number];
