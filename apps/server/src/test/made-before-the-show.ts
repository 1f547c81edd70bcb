import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * Dates the concert's stored prediction to the day before its show (Korean time), as if it had
 * been made then: the audit judges only predictions made before the show started.
 */
export async function madeBeforeTheShow(db: Database, concertId: number) {
  await db.execute(sql`update concert_predictions p
    set predicted_at = ((c.start_date - 1)::timestamp at time zone 'Asia/Seoul')
    from new_concerts c
    where c.id = p.new_concert_id and p.new_concert_id = ${concertId}`);
}
