import type { Genre } from "@naehan/contract";
import { type Placeholder, and, asc, desc, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { artists, newConcerts, predictedSetlistEntries, songs } from "../../db/schema";

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

const selectConcert = (db: Database, id: number | Placeholder) =>
  db
    .select(detailColumns)
    .from(newConcerts)
    .innerJoin(artists, eq(artists.id, newConcerts.artistId))
    .where(eq(newConcerts.id, id));

export async function findConcert(db: Database, id: number) {
  const [row] = await selectConcert(db, id);
  return row ?? null;
}

/** `findConcert`, prepared for the public read. */
export function findConcertQuery(db: Database) {
  const query = selectConcert(db, sql.placeholder("id")).prepare("concert");
  return async (id: number) => (await query.execute({ id }))[0] ?? null;
}

export async function concertExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: newConcerts.id })
    .from(newConcerts)
    .where(eq(newConcerts.id, id));
  return row !== undefined;
}

/**
 * The concert's predicted setlist in order, in one statement that also tells whether the concert
 * exists: no row when it does not, one row with a null song when it has no prediction.
 */
export function predictedSetlistQuery(db: Database) {
  const query = db
    .select({
      songId: predictedSetlistEntries.songId,
      songTitle: songs.title,
      position: predictedSetlistEntries.position,
      encore: predictedSetlistEntries.encore,
      probability: predictedSetlistEntries.probability,
      ytLink: predictedSetlistEntries.ytLink,
    })
    .from(newConcerts)
    .leftJoin(predictedSetlistEntries, eq(predictedSetlistEntries.newConcertId, newConcerts.id))
    .leftJoin(songs, eq(songs.id, predictedSetlistEntries.songId))
    .where(eq(newConcerts.id, sql.placeholder("id")))
    .orderBy(asc(predictedSetlistEntries.position))
    .prepare("predicted_setlist");
  return async (concertId: number) => {
    const rows = await query.execute({ id: concertId });
    if (rows.length === 0) return null;
    return rows.flatMap((row) =>
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
            },
          ],
    );
  };
}

export type ConcertRow = NonNullable<Awaited<ReturnType<typeof findConcert>>>;
export type PredictedSongRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof predictedSetlistQuery>>>
>[number];
