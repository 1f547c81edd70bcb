import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";

/**
 * The grace after a round opens in which its at-the-opening (offset 0) reminder still goes out:
 * the producer runs on a job queue, a few seconds late at worst.
 */
const OPENING_GRACE = sql`interval '1 minute'`;
/** The furthest a reminder is set before its round (REMINDER_OFFSET_MAX minutes). */
const FURTHEST = sql`interval '7 days'`;

/** Each fan's reminder offsets for every round of their favourite concerts. */
const fanOffsets = sql`
  from ticket_rounds r
  join new_concerts c on c.id = r.new_concert_id
  join favorites f on f.new_concert_id = r.new_concert_id
  left join alert_settings s on s.user_id = f.user_id
  cross join lateral unnest(coalesce(s.reminder_offsets, '{1440,60,10}'::integer[])) as o(minutes)`;

export interface DueReminder {
  userId: number;
  roundId: number;
  concertId: number;
  concertTitle: string;
  label: string;
  vendor: string;
  opensAt: Date;
  offsetMinutes: number;
  /** The round at the time it opens: `round:12@1772708400` (see roundEventKey). */
  eventKey: string;
}

/**
 * The event key of a round's reminders: the round at its opening time (whole seconds), so a moved
 * round's reminders are new ones. Written once, in SQL, for the reminder query and its check.
 */
const roundEventKey = sql`'round:' || r.id || '@' || floor(extract(epoch from r.opens_at))::bigint`;

/**
 * Reminders whose time has come at `now` and that no inbox holds yet: before the round opens
 * (one set late, when the concert was favourited or the round entered after its time, included),
 * or at the opening itself for offset 0. A round that has opened skips the rest, and so does an
 * offset whose fan already heard of the round at a later one (closer to the opening). Ordered so
 * that each fan's rows of one round come together, the latest offset first.
 */
export async function dueReminders(db: Database, now: Date, limit: number): Promise<DueReminder[]> {
  const rows = await queryRows<Omit<DueReminder, "opensAt"> & { opensAt: string | Date }>(
    db,
    sql`select f.user_id as "userId", r.id as "roundId", c.id as "concertId",
        c.title as "concertTitle", r.label, r.vendor, r.opens_at as "opensAt",
        o.minutes as "offsetMinutes", ${roundEventKey} as "eventKey"
      ${fanOffsets}
      where r.opens_at > ${now.toISOString()}::timestamptz - ${OPENING_GRACE}
        and r.opens_at <= ${now.toISOString()}::timestamptz + ${FURTHEST}
        and r.opens_at - make_interval(mins => o.minutes) <= ${now.toISOString()}::timestamptz
        and (o.minutes = 0 or r.opens_at > ${now.toISOString()}::timestamptz)
        and not exists (
          select 1 from notifications n
          where n.user_id = f.user_id
            and n.event_key = ${roundEventKey}
            and n.offset_minutes <= o.minutes)
      order by r.opens_at, r.id, f.user_id, o.minutes
      limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, opensAt: new Date(row.opensAt) }));
}

/** When the next reminder falls due after `now` (within a week), or null. */
export async function nextReminderAt(db: Database, now: Date): Promise<Date | null> {
  const [row] = await queryRows<{ next: string | Date | null }>(
    db,
    sql`select min(r.opens_at - make_interval(mins => o.minutes)) as next
      ${fanOffsets}
      where r.opens_at > ${now.toISOString()}::timestamptz
        and r.opens_at <= ${now.toISOString()}::timestamptz + ${FURTHEST} * 2
        and r.opens_at - make_interval(mins => o.minutes) > ${now.toISOString()}::timestamptz`,
  );
  return row?.next ? new Date(row.next) : null;
}

export interface ClaimedEvent {
  id: number;
  concertId: number;
  kind: "NEW_CONCERT" | "CONCERT_CHANGED" | "ROUND_CHANGED" | "ROUND_CANCELLED";
  description: string;
  roundId: number | null;
}

/**
 * Claims the concert events due at `now`: every announcement, and the changes of each concert
 * whose first unclaimed change is `mergeMinutes` old (its later changes ride along, so changes
 * close together make one alert). Claiming is one UPDATE: with several producers at once, each
 * event is claimed by exactly one of them.
 */
export async function claimDueEvents(
  db: Database,
  now: Date,
  mergeMinutes: number,
): Promise<ClaimedEvent[]> {
  const at = now.toISOString();
  return queryRows<ClaimedEvent>(
    db,
    sql`update concert_events e set claimed_at = ${at}::timestamptz
      where e.claimed_at is null
        and e.created_at <= ${at}::timestamptz
        and (e.kind = 'NEW_CONCERT' or e.new_concert_id in (
          select new_concert_id from concert_events
          where claimed_at is null and kind <> 'NEW_CONCERT'
          group by new_concert_id
          having min(created_at) <= ${at}::timestamptz - make_interval(mins => ${mergeMinutes})))
      returning e.id, e.new_concert_id as "concertId", e.kind, e.description,
        e.round_id as "roundId"`,
  );
}

/** When the oldest unclaimed change's merge window closes (or an announcement waits), or null. */
export async function nextEventAt(db: Database, mergeMinutes: number): Promise<Date | null> {
  const [row] = await queryRows<{ next: string | Date | null }>(
    db,
    sql`select min(case when kind = 'NEW_CONCERT' then created_at
        else created_at + make_interval(mins => ${mergeMinutes}) end) as next
      from concert_events where claimed_at is null`,
  );
  return row?.next ? new Date(row.next) : null;
}

export interface ConcertFans {
  title: string;
  artistName: string;
  startDate: string;
  endDate: string;
  venueName: string;
  /** Fans of the artist who want new concerts (for an announcement). */
  artistFans: number[];
  /** Fans of the concert who want its changes. */
  concertFans: number[];
}

/** A concert's words for its alerts and who hears them, in one query. */
export async function concertFans(db: Database, concertId: number): Promise<ConcertFans | null> {
  const [row] = await queryRows<ConcertFans>(
    db,
    sql`select c.title, a.name as "artistName", c.start_date::text as "startDate",
        c.end_date::text as "endDate", c.venue_name as "venueName",
        coalesce((select array_agg(f.user_id order by f.user_id) from favorites f
          left join alert_settings s on s.user_id = f.user_id
          where f.artist_id = c.artist_id and coalesce(s.new_concert_of_favorite_artist, true)),
          '{}') as "artistFans",
        coalesce((select array_agg(f.user_id order by f.user_id) from favorites f
          left join alert_settings s on s.user_id = f.user_id
          where f.new_concert_id = c.id and coalesce(s.concert_changes, true)),
          '{}') as "concertFans"
      from new_concerts c join artists a on a.id = c.artist_id
      where c.id = ${concertId}`,
  );
  return row ?? null;
}

/**
 * Deletes at most `batch` inbox rows, and as many told concert events, older than `keepDays` at
 * `now`; returns how many inbox rows went.
 */
export async function purgeOldAlerts(
  db: Database,
  now: Date,
  keepDays: number,
  batch = 1000,
): Promise<number> {
  const before = sql`${now.toISOString()}::timestamptz - make_interval(days => ${keepDays})`;
  await db.execute(
    sql`delete from concert_events where id in (
      select id from concert_events where claimed_at < ${before} limit ${batch})`,
  );
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with gone as (
      delete from notifications where id in (
        select id from notifications where created_at < ${before} limit ${batch})
      returning 1)
    select count(*)::int as n from gone`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Which of these fans first heard of a round from an alert about it (its reminder, or a 취소표
 * alert) made at or after the event, none before: for them the event is already told. Pairs
 * `${userId}|${eventId}`.
 */
export async function toldByRoundAlert(
  db: Database,
  events: { id: number; roundId: number | null }[],
  userIds: number[],
): Promise<Set<string>> {
  const withRound = events.filter((e) => e.roundId !== null);
  if (withRound.length === 0 || userIds.length === 0) return new Set();
  const rows = await queryRows<{ userId: number; eventId: number }>(
    db,
    sql`select n.user_id as "userId", e.id as "eventId"
      from concert_events e
      join notifications n
        on (n.event_key like 'round:' || e.round_id || '@%' or n.event_key = 'resale:' || e.round_id)
      where e.id in (${sql.join(
        withRound.map((e) => sql`${e.id}`),
        sql`, `,
      )})
        and n.user_id in (${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      group by n.user_id, e.id, e.created_at
      having min(n.created_at) >= e.created_at`,
  );
  return new Set(rows.map((r) => `${r.userId}|${r.eventId}`));
}

export interface ResaleAlert {
  userId: number;
  roundId: number;
  label: string;
  vendor: string;
  opensAt: Date;
}

/**
 * The 취소표 rounds among these events' rounds (still there) and the fans watching their concert
 * who have heard nothing of that round yet.
 */
export async function resaleWatchers(db: Database, roundIds: number[]): Promise<ResaleAlert[]> {
  if (roundIds.length === 0) return [];
  const rows = await queryRows<Omit<ResaleAlert, "opensAt"> & { opensAt: string | Date }>(
    db,
    sql`select w.user_id as "userId", r.id as "roundId", r.label, r.vendor,
        r.opens_at as "opensAt"
      from ticket_rounds r
      join resale_watches w on w.new_concert_id = r.new_concert_id
      where r.kind = 'RESALE'
        and r.id in (${sql.join(
          roundIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        and not exists (
          select 1 from notifications n
          where n.user_id = w.user_id
            and (n.event_key like 'round:' || r.id || '@%' or n.event_key = 'resale:' || r.id))
      order by r.id, w.user_id`,
  );
  return rows.map((row) => ({ ...row, opensAt: new Date(row.opensAt) }));
}
