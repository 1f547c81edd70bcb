import { and, asc, eq, gte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { artists, newConcerts } from "../../db/schema";

const artistColumns = {
  id: artists.id,
  mbid: artists.mbid,
  name: artists.name,
  krName: artists.krName,
  imgUrl: artists.imgUrl,
  snsUrl: artists.snsUrl,
  mediaUrl: artists.mediaUrl,
};

/** Every artist in the order they were added: a catalogue an admin curates, small enough for one answer. */
export function listArtists(db: Database) {
  return db.select(artistColumns).from(artists).orderBy(asc(artists.id));
}

export async function findArtist(db: Database, id: number) {
  const [row] = await db.select(artistColumns).from(artists).where(eq(artists.id, id));
  return row ?? null;
}

export async function artistExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: artists.id }).from(artists).where(eq(artists.id, id));
  return row !== undefined;
}

/**
 * The artist's concerts still to come: announced as UPCOMING and not over yet on `today`
 * (Asia/Seoul), soonest first.
 */
export function listUpcomingConcerts(db: Database, artistId: number, today: string) {
  return db
    .select({
      id: newConcerts.id,
      title: newConcerts.title,
      startDate: newConcerts.startDate,
      endDate: newConcerts.endDate,
      posterUrl: newConcerts.posterUrl,
    })
    .from(newConcerts)
    .where(
      and(
        eq(newConcerts.artistId, artistId),
        eq(newConcerts.status, "UPCOMING"),
        gte(newConcerts.endDate, today),
      ),
    )
    .orderBy(asc(newConcerts.startDate), asc(newConcerts.id));
}

export type ArtistRow = NonNullable<Awaited<ReturnType<typeof findArtist>>>;
export type UpcomingConcertRow = Awaited<ReturnType<typeof listUpcomingConcerts>>[number];
