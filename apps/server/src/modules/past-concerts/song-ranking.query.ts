import { RANKING_SIZE, RANKING_WINDOW } from "@naehan/contract";
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { artists, pastConcerts, setlistEntries, songs } from "../../db/schema";
import { newestFirst } from "./past-concerts.queries";

/**
 * The artist's most played songs, in one prepared statement:
 * - the window is the artist's RANKING_WINDOW most recent past concerts by date (then id) that
 *   have a setlist; a concert whose setlist is empty or only tape is not counted;
 * - a song's count is the number of those concerts in which it was played, so a reprise counts
 *   once, and tape (intros, outros played from a recording) is not a song;
 * - spelling variants of one title are already one song (keyed by its folded title at import);
 * - ties go to the song played most recently, then to the title (by code point, the same on
 *   every database collation).
 * Every row also carries the size of the window. The statement starts from the artist, so it also
 * tells whether the artist exists: no row when it does not, one row with a null song when it has
 * nothing ranked.
 */
export function songRankingQuery(db: Database) {
  const artistId = sql.placeholder("artistId");
  const recent = db.$with("recent").as(
    db
      .select({ id: pastConcerts.id, eventDate: pastConcerts.eventDate })
      .from(pastConcerts)
      .where(and(eq(pastConcerts.artistId, artistId), gt(pastConcerts.songCount, 0)))
      .orderBy(...newestFirst)
      .limit(RANKING_WINDOW),
  );
  const plays = db.$with("plays").as(
    db
      .select({
        songId: setlistEntries.songId,
        count: sql<number>`count(distinct ${recent.id})::int`.as("play_count"),
        lastPlayed: sql<string>`max(${recent.eventDate})`.as("last_played"),
      })
      .from(recent)
      .innerJoin(setlistEntries, eq(setlistEntries.pastConcertId, recent.id))
      .where(eq(setlistEntries.tape, false))
      .groupBy(setlistEntries.songId),
  );
  const query = db
    .with(recent, plays)
    .select({
      songId: songs.id,
      title: songs.title,
      reading: songs.reading,
      count: plays.count,
      windowSize: sql<number>`(select count(*) from ${recent})::int`.as("window_size"),
    })
    .from(artists)
    .leftJoin(plays, sql`true`)
    .leftJoin(songs, eq(songs.id, plays.songId))
    .where(eq(artists.id, artistId))
    .orderBy(desc(plays.count), desc(plays.lastPlayed), asc(sql`${songs.title} collate "C"`))
    .limit(RANKING_SIZE)
    .prepare("song_ranking");
  return async (id: number) => {
    const rows = await query.execute({ artistId: id });
    if (rows.length === 0) return null;
    return {
      windowSize: rows[0]?.windowSize ?? 0,
      songs: rows.flatMap(({ songId, title, reading, count }) =>
        songId === null || title === null || count === null
          ? []
          : [{ songId, title, ...(reading === null ? {} : { reading }), count }],
      ),
    };
  };
}

export type SongRankingRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof songRankingQuery>>>
>["songs"][number];
