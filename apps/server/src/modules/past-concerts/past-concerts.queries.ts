import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pastConcerts, setlistEntries, songs } from "../../db/schema";
import type { DateIdKey } from "../../lib/pagination";

/**
 * Newest first by date, then id: past_concerts_artist_date_idx (artist, date, id) read backwards,
 * so a page stops after `limit` rows instead of sorting all of the artist's concerts.
 */
export const newestFirst = [desc(pastConcerts.eventDate), desc(pastConcerts.id)];

/** One setlist entry as the database aggregates it (json keys are the wire names). */
export interface SetlistEntryJson {
  order: number;
  encore: number;
  tape: boolean;
  cover: string | null;
  with: string | null;
  info: string | null;
  songId: number;
  title: string;
}

/**
 * Joined laterally to each concert: its whole setlist in performance order as one JSON array
 * (an aggregate always yields one row, `[]` for an empty setlist), so a page of concerts is one
 * round trip however many songs it holds.
 */
function setlistOf(db: Database) {
  return db
    .select({
      entries: sql<SetlistEntryJson[]>`coalesce(json_agg(json_build_object(
        'order', ${setlistEntries.position},
        'encore', ${setlistEntries.encore},
        'tape', ${setlistEntries.tape},
        'cover', ${setlistEntries.coverArtist},
        'with', ${setlistEntries.withArtist},
        'info', ${setlistEntries.info},
        'songId', ${songs.id},
        'title', ${songs.title}
      ) order by ${setlistEntries.position}), '[]'::json)`.as("entries"),
    })
    .from(setlistEntries)
    .innerJoin(songs, eq(songs.id, setlistEntries.songId))
    .where(eq(setlistEntries.pastConcertId, pastConcerts.id))
    .as("setlist");
}

function selectPastConcerts(db: Database, where: SQL | undefined) {
  const setlist = setlistOf(db);
  return db
    .select({
      id: pastConcerts.id,
      eventDate: pastConcerts.eventDate,
      venueName: pastConcerts.venueName,
      cityName: pastConcerts.cityName,
      countryName: pastConcerts.countryName,
      tourName: pastConcerts.tourName,
      setlistUrl: pastConcerts.setlistUrl,
      setlist: setlist.entries,
    })
    .from(pastConcerts)
    .innerJoinLateral(setlist, sql`true`)
    .where(where);
}

/** The artist's past concerts, newest first by date (then id), keyset paginated on both. */
export function listPastConcerts(
  db: Database,
  artistId: number,
  options: { after: DateIdKey | null; limit: number },
) {
  const after = options.after;
  return selectPastConcerts(
    db,
    and(
      eq(pastConcerts.artistId, artistId),
      after
        ? sql`(${pastConcerts.eventDate}, ${pastConcerts.id}) < (${after.date}::date, ${after.id}::int)`
        : undefined,
    ),
  )
    .orderBy(...newestFirst)
    .limit(options.limit);
}

/** One past concert of the artist; null when it does not exist or belongs to another artist. */
export async function findPastConcert(db: Database, artistId: number, pastConcertId: number) {
  const [row] = await selectPastConcerts(
    db,
    and(eq(pastConcerts.id, pastConcertId), eq(pastConcerts.artistId, artistId)),
  );
  return row ?? null;
}

export type PastConcertRow = NonNullable<Awaited<ReturnType<typeof findPastConcert>>>;
