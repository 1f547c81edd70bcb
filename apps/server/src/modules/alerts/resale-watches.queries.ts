import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from "../../db/errors";

/** Whether the fan watches the concert for 취소표; null when there is no such concert. */
export async function resaleWatchOf(
  db: Database,
  userId: number,
  concertId: number,
): Promise<boolean | null> {
  const [row] = await queryRows<{ watching: boolean }>(
    db,
    sql`select exists(
        select 1 from resale_watches w where w.user_id = ${userId} and w.new_concert_id = c.id
      ) as watching
      from new_concerts c where c.id = ${concertId}`,
  );
  return row ? row.watching : null;
}

/**
 * Starts the watch, in one statement (a second tap, or two at once, leave one row): "missing" for
 * no such concert, "ended" for a show that is over (no 취소표 is sold after it).
 */
export async function watchResale(
  db: Database,
  userId: number,
  concertId: number,
  today: string,
): Promise<"watching" | "missing" | "ended"> {
  try {
    const [row] = await queryRows<{ ended: boolean }>(
      db,
      sql`with c as (
          select id, (status = 'COMPLETED' or end_date < ${today}::date) as ended
          from new_concerts where id = ${concertId}
        ), added as (
          insert into resale_watches (user_id, new_concert_id)
          select ${userId}, id from c where not ended
          on conflict do nothing
          returning 1
        )
        select ended from c`,
    );
    if (!row) return "missing";
    return row.ended ? "ended" : "watching";
  } catch (error) {
    // The concert deleted between the read and the insert.
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) return "missing";
    throw error;
  }
}

/** Ends the watch; false when there is no such concert. */
export async function unwatchResale(
  db: Database,
  userId: number,
  concertId: number,
): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`with gone as (
        delete from resale_watches where user_id = ${userId} and new_concert_id = ${concertId}
      )
      select exists(select 1 from new_concerts where id = ${concertId}) as found`,
  );
  return row?.found ?? false;
}
