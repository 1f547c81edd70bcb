import { type AdminSong, endpoints } from "@naehan/contract";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { artists, setlistEntries, songs } from "../../db/schema";
import { cacheTag, tagWrite } from "../../lib/cache/cache-tags";
import { notFound } from "../../lib/http/errors";
import { endpointRouter } from "../../lib/http/endpoint-router";
import type { ModuleDeps } from "../module-deps";
import { storeSetlists } from "./past-concerts.queries";

const songColumns = { songId: songs.id, title: songs.title, reading: songs.reading };

/** The artist's songs by title (code point order), each with its reading; null for no artist. */
export async function listArtistSongs(db: Database, artistId: number): Promise<AdminSong[] | null> {
  const [artist] = await db
    .select({ id: artists.id })
    .from(artists)
    .where(eq(artists.id, artistId));
  if (!artist) return null;
  return db
    .select(songColumns)
    .from(songs)
    .where(eq(songs.artistId, artistId))
    .orderBy(asc(sql`${songs.title} collate "C"`), asc(songs.id));
}

/**
 * Sets a song's Korean reading and writes again the stored setlists that show it, in one
 * transaction: the setlist pages, the ranking and the predictions read it from there on.
 */
export async function setSongReading(
  db: Database,
  songId: number,
  reading: string | null,
): Promise<{ song: AdminSong; artistId: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(songs)
      .set({ reading })
      .where(eq(songs.id, songId))
      .returning({ ...songColumns, artistId: songs.artistId });
    if (!row) throw notFound("song");
    const shows = await tx
      .selectDistinct({ id: setlistEntries.pastConcertId })
      .from(setlistEntries)
      .where(eq(setlistEntries.songId, songId));
    await storeSetlists(
      tx,
      shows.map((s) => s.id),
    );
    const { artistId, ...song } = row;
    return { song, artistId };
  });
}

/** The song calls of `/api/admin` (`admin.routes.ts` mounts them). */
export function songsAdminRoutes(deps: ModuleDeps) {
  const { db } = deps;
  return endpointRouter(deps)
    .on(endpoints.listArtistSongs, { notFound: "artist" }, async (c, { params: { id } }) => {
      const list = await listArtistSongs(db, id);
      if (!list) throw notFound("artist");
      return c.json(list);
    })
    .on(endpoints.updateSongReading, { notFound: "song" }, async (c, { params, body }) => {
      const { song, artistId } = await setSongReading(db, params.id, body.reading);
      tagWrite(c, cacheTag.pastConcerts(artistId));
      return c.json(song);
    }).hono;
}
