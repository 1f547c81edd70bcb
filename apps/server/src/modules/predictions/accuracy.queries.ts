import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import type { Confidence } from "./setlist-model";

/** The most audited concerts one answer lists (newest shows first); the calibration counts all. */
export const ACCURACY_LIST_MAX = 500;

/**
 * Every song shown for an audited concert (its predicted songs and their slot alternatives), with
 * whether it was played. Audited: the concert has a stored prediction made before the show
 * started and an actual setlist.
 */
const SHOWN = sql`
  audited as (
    select c.id, c.artist_id, c.title, c.start_date, c.end_date, c.actual_past_concert_id,
      p.confidence, p.based_on_shows
    from new_concerts c join concert_predictions p on p.new_concert_id = c.id
    where c.actual_past_concert_id is not null
      -- Made before the show started, by the concert's dates as they are now.
      and p.predicted_at < ((c.start_date + coalesce(c.start_time, time '00:00'))
        at time zone 'Asia/Seoul')
  ),
  played as (
    select distinct s.past_concert_id, s.song_id from setlist_entries s
    where not s.tape and s.past_concert_id in (select actual_past_concert_id from audited)
  ),
  shown as (
    select a.id as concert_id, e.song_id, e.probability, true as main
    from audited a join predicted_setlist_entries e on e.new_concert_id = a.id
    union all
    select a.id, alt.song_id, alt.probability, false
    from audited a
    join predicted_setlist_entries e on e.new_concert_id = a.id
    join predicted_slot_alternatives alt on alt.entry_id = e.id
  ),
  judged as (
    select s.concert_id, s.probability, s.main,
      exists (select 1 from played pl join audited a on a.actual_past_concert_id = pl.past_concert_id
        where a.id = s.concert_id and pl.song_id = s.song_id) as was_played
    from shown s
  )`;

export interface AuditedConcertRow {
  id: number;
  artist_id: number;
  artist_name: string;
  title: string;
  start_date: string;
  end_date: string;
  confidence: Confidence;
  based_on_shows: number;
  predicted_count: number;
  hit_count: number;
  played_count: number;
}

export interface BucketRow {
  bucket: number;
  songs: number;
  mean_probability: number;
  played_rate: number;
}

/** The audited concerts, newest show first, each with its counts: one query. */
export function auditedConcerts(db: Database) {
  return queryRows<AuditedConcertRow>(
    db,
    sql`with ${SHOWN}
    select a.id, a.artist_id, ar.name as artist_name, a.title,
      to_char(a.start_date, 'YYYY-MM-DD') as start_date,
      to_char(a.end_date, 'YYYY-MM-DD') as end_date,
      a.confidence, a.based_on_shows,
      (select count(*)::int from judged j where j.concert_id = a.id and j.main) as predicted_count,
      (select count(*)::int from judged j where j.concert_id = a.id and j.main and j.was_played)
        as hit_count,
      (select count(*)::int from played pl where pl.past_concert_id = a.actual_past_concert_id)
        as played_count
    from audited a join artists ar on ar.id = a.artist_id
    where exists (select 1 from judged j where j.concert_id = a.id)
    order by a.start_date desc, a.id desc
    limit ${ACCURACY_LIST_MAX}`,
  );
}

/** Shown songs by predicted probability, 10 % a bucket, against how often they were played. */
export function calibrationBuckets(db: Database) {
  return queryRows<BucketRow>(
    db,
    sql`with ${SHOWN}
    select least(floor(probability * 10), 9)::int as bucket, count(*)::int as songs,
      avg(probability)::float8 as mean_probability,
      avg(case when was_played then 1 else 0 end)::float8 as played_rate
    from judged group by 1 order by 1`,
  );
}
