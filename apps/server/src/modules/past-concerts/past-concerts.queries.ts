import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { artists, pastConcerts, setlistEntries, songs } from "../../db/schema";
import type { DateIdKey } from "../../lib/http/pagination";

/**
 * Newest first by date, then id: past_concerts_artist_date_idx (artist, date, id) read backwards,
 * so a page stops after `limit` rows instead of sorting all of the artist's concerts.
 */
export const newestFirst = [desc(pastConcerts.eventDate), desc(pastConcerts.id)];

/**
 * Writes the `setlists` column of these past concerts from their entries: the array the API sends
 * (`order`, `encore`, `tape`, `cover`, `with`, `info`, `song`, whose `reading` is left out when
 * there is none), in performance order. Called by the import after it writes entries, in its
 * transaction, and when a song's reading changes.
 */
export async function storeSetlists(db: Database, pastConcertIds: number[]) {
  if (pastConcertIds.length === 0) return;
  const entries = sql`(
    select json_agg(json_build_object(
      'order', ${setlistEntries.position}, 'encore', ${setlistEntries.encore},
      'tape', ${setlistEntries.tape}, 'cover', ${setlistEntries.coverArtist},
      'with', ${setlistEntries.withArtist}, 'info', ${setlistEntries.info},
      'song', json_strip_nulls(json_build_object(
        'songId', ${songs.id}, 'title', ${songs.title}, 'reading', ${songs.reading}))
    ) order by ${setlistEntries.position})
    from ${setlistEntries} join ${songs} on ${songs.id} = ${setlistEntries.songId}
    where ${setlistEntries.pastConcertId} = ${pastConcerts.id}
  )`;
  await db
    .update(pastConcerts)
    .set({ setlists: sql`coalesce(${entries}, '[]'::json)` })
    .where(inArray(pastConcerts.id, pastConcertIds));
}

/** One past concert as the API sends it, as JSON text (its setlist is stored ready). */
const wireJson = sql<string>`json_build_object(
  'pastConcertId', ${pastConcerts.id},
  'date', json_build_array(
    extract(year from ${pastConcerts.eventDate})::int,
    extract(month from ${pastConcerts.eventDate})::int,
    extract(day from ${pastConcerts.eventDate})::int),
  'venueName', ${pastConcerts.venueName},
  'cityName', ${pastConcerts.cityName},
  'city', ${pastConcerts.cityName},
  'country', ${pastConcerts.countryName},
  'tourName', ${pastConcerts.tourName},
  'setlistUrl', ${pastConcerts.setlistUrl},
  'setlists', ${pastConcerts.setlists}
)::text`;

/** The last key of an id or date range: pages without a cursor start after it. */
const LAST = { date: "9999-12-31", id: 2_147_483_647 } as const;

/**
 * The artist's past concerts newest first (date, then id), keyset paginated on both, each as JSON
 * text; one statement that also tells whether the artist exists: no row when it does not, one row
 * with a null `json` when it has no concerts (after the cursor).
 */
export function pastConcertsQuery(db: Database) {
  const page = db
    .select({ id: pastConcerts.id, eventDate: pastConcerts.eventDate, json: wireJson.as("json") })
    .from(pastConcerts)
    .where(
      and(
        eq(pastConcerts.artistId, artists.id),
        sql`(${pastConcerts.eventDate}, ${pastConcerts.id})
          < (${sql.placeholder("afterDate")}::date, ${sql.placeholder("afterId")}::int)`,
      ),
    )
    .orderBy(...newestFirst)
    .limit(sql.placeholder("limit"))
    .as("page");
  const query = db
    .select({ id: page.id, eventDate: page.eventDate, json: page.json })
    .from(artists)
    .leftJoinLateral(page, sql`true`)
    .where(eq(artists.id, sql.placeholder("artistId")))
    .prepare("past_concerts_page");
  return (artistId: number, options: { after: DateIdKey | null; limit: number }) =>
    query.execute({
      artistId,
      afterDate: options.after?.date ?? LAST.date,
      afterId: options.after?.id ?? LAST.id,
      limit: options.limit,
    });
}

/**
 * One past concert of the artist as JSON text; no row when the artist does not exist, a null
 * `json` when the concert does not (or belongs to another artist).
 */
export function pastConcertQuery(db: Database) {
  const query = db
    .select({
      json: sql<string | null>`case when ${pastConcerts.id} is null then null else ${wireJson} end`,
    })
    .from(artists)
    .leftJoin(
      pastConcerts,
      and(
        eq(pastConcerts.artistId, artists.id),
        eq(pastConcerts.id, sql.placeholder("pastConcertId")),
      ),
    )
    .where(eq(artists.id, sql.placeholder("artistId")))
    .prepare("past_concert");
  return async (artistId: number, pastConcertId: number) => {
    const [row] = await query.execute({ artistId, pastConcertId });
    return row ?? null;
  };
}
