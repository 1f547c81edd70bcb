import type { ArtistRequestGroup } from "@naehan/contract";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import { foldSearchText } from "../search/search-text";

/** The form a requested name is kept and compared in: search's own (case, spaces, NFC). */
export const requestTerm = (name: string) => foldSearchText(name);

/**
 * Records the fan's request for the name, in one statement: a second tap, or several at once,
 * leave one row; asking again after being told waits for the next concert.
 */
export async function requestArtist(
  db: Database,
  userId: number,
  name: string,
  now: Date,
): Promise<void> {
  await db.execute(
    sql`insert into artist_requests (user_id, term, name, created_at)
      values (${userId}, ${requestTerm(name)}, ${name}, ${now.toISOString()}::timestamptz)
      on conflict (user_id, term) do update
        set notified_at = null, name = excluded.name, created_at = excluded.created_at
        where artist_requests.notified_at is not null`,
  );
}

/** Every requested name with how many fans asked (and still wait), most waited for first. */
export async function artistRequestGroups(db: Database): Promise<ArtistRequestGroup[]> {
  const rows = await queryRows<{
    name: string;
    fans: number;
    waiting: number;
    last: string | Date;
  }>(
    db,
    sql`select (array_agg(name order by created_at desc))[1] as name,
        count(*)::int as fans,
        (count(*) filter (where notified_at is null))::int as waiting,
        max(created_at) as last
      from artist_requests
      group by term
      order by waiting desc, fans desc, last desc, term
      limit 500`,
  );
  return rows.map((r) => ({
    name: r.name,
    fans: r.fans,
    waiting: r.waiting,
    lastRequestedAt: new Date(r.last).toISOString(),
  }));
}

/**
 * The fans who asked for the concert's artist by its name, Korean name or an alias (as search
 * folds them) and have not been told yet, now marked told: run in the transaction that makes
 * their alerts, so each is told once.
 */
export async function takeArtistRequesters(db: Database, concertId: number, now: Date) {
  const rows = await queryRows<{ userId: number }>(
    db,
    sql`update artist_requests q set notified_at = ${now.toISOString()}::timestamptz
      from new_concerts c
      where c.id = ${concertId} and q.notified_at is null
        and q.term in (
          select t.term from search_terms t
          where t.artist_id = c.artist_id and t.concert_id is null)
      returning q.user_id as "userId"`,
  );
  return rows.map((r) => r.userId);
}
