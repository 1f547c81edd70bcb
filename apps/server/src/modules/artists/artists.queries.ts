import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { artists, newConcerts } from "../../db/schema";

const artistColumns = {
  id: artists.id,
  mbid: artists.mbid,
  name: artists.name,
  krName: artists.krName,
  aliases: artists.aliases,
  imgUrl: artists.imgUrl,
  snsUrl: artists.snsUrl,
  mediaUrl: artists.mediaUrl,
};

/** Every artist in the order they were added: a catalogue an admin curates, small enough for one answer. */
export function listArtists(db: Database) {
  return db.select(artistColumns).from(artists).orderBy(asc(artists.id));
}

/** `listArtists`, prepared for the public read. */
export function listArtistsQuery(db: Database) {
  const query = listArtists(db).prepare("artists");
  return () => query.execute();
}

export async function findArtist(db: Database, id: number) {
  const [row] = await db.select(artistColumns).from(artists).where(eq(artists.id, id));
  return row ?? null;
}

/** `findArtist`, prepared for the public read. */
export function findArtistQuery(db: Database) {
  const query = db
    .select(artistColumns)
    .from(artists)
    .where(eq(artists.id, sql.placeholder("id")))
    .prepare("artist");
  return async (id: number) => (await query.execute({ id }))[0] ?? null;
}

export async function artistExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: artists.id }).from(artists).where(eq(artists.id, id));
  return row !== undefined;
}

/**
 * The artist's concerts still to come: announced as UPCOMING and not over yet on `today`
 * (Asia/Seoul), soonest first. One statement that also tells whether the artist exists: null when
 * it does not.
 */
export function upcomingConcertsQuery(db: Database) {
  const query = db
    .select({
      id: newConcerts.id,
      title: newConcerts.title,
      startDate: newConcerts.startDate,
      endDate: newConcerts.endDate,
      posterUrl: newConcerts.posterUrl,
    })
    .from(artists)
    .leftJoin(
      newConcerts,
      and(
        eq(newConcerts.artistId, artists.id),
        eq(newConcerts.status, "UPCOMING"),
        gte(newConcerts.endDate, sql.placeholder("today")),
      ),
    )
    .where(eq(artists.id, sql.placeholder("artistId")))
    .orderBy(asc(newConcerts.startDate), asc(newConcerts.id))
    .prepare("artist_upcoming_concerts");
  return async (artistId: number, today: string) => {
    const rows = await query.execute({ artistId, today });
    if (rows.length === 0) return null;
    return rows.flatMap(({ id, title, startDate, endDate, posterUrl }) =>
      id === null || title === null || startDate === null || endDate === null
        ? []
        : [{ id, title, startDate, endDate, posterUrl }],
    );
  };
}

export type ArtistRow = NonNullable<Awaited<ReturnType<typeof findArtist>>>;
export type UpcomingConcertRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof upcomingConcertsQuery>>>
>[number];
