import { WHOLE_LIST_MAX } from "@naehan/contract";
import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { concertSummaryColumns } from "../../db/concert-columns";
import { artists, newConcerts, ticketPrices, ticketRounds } from "../../db/schema";

export const roundColumns = {
  id: ticketRounds.id,
  newConcertId: ticketRounds.newConcertId,
  kind: ticketRounds.kind,
  label: ticketRounds.label,
  vendor: ticketRounds.vendor,
  opensAt: ticketRounds.opensAt,
  closesAt: ticketRounds.closesAt,
  url: ticketRounds.url,
  eligibility: ticketRounds.eligibility,
  note: ticketRounds.note,
};

/** Soonest first; rounds opening at the same moment in the order they were entered. */
const soonestFirst = [asc(ticketRounds.opensAt), asc(ticketRounds.id)];

/**
 * The concert's rounds, soonest first, prepared for the public read in one statement that also
 * tells whether the concert exists: null when it does not.
 */
export function concertRoundsQuery(db: Database) {
  const query = db
    .select({ rounds: roundsJsonOf(newConcerts.id) })
    .from(newConcerts)
    .where(eq(newConcerts.id, sql.placeholder("id")))
    .prepare("concert_rounds");
  return async (concertId: number) => (await query.execute({ id: concertId }))[0]?.rounds ?? null;
}

export async function findRound(db: Database, id: number) {
  const [row] = await db.select(roundColumns).from(ticketRounds).where(eq(ticketRounds.id, id));
  return row ?? null;
}

/**
 * Rounds opening after `now` and no later than `until`, soonest first, with their concert; at
 * most WHOLE_LIST_MAX (a month of rounds is far fewer).
 */
export function listUpcomingRounds(db: Database, now: Date, until: Date) {
  return db
    .select({
      ...roundColumns,
      concert: concertSummaryColumns,
    })
    .from(ticketRounds)
    .innerJoin(newConcerts, eq(newConcerts.id, ticketRounds.newConcertId))
    .innerJoin(artists, eq(artists.id, newConcerts.artistId))
    .where(and(gt(ticketRounds.opensAt, now), lte(ticketRounds.opensAt, until)))
    .orderBy(...soonestFirst)
    .limit(WHOLE_LIST_MAX);
}

/** One round as the database aggregates it; times are timestamptz as JSON text. */
export interface RoundJson {
  id: number;
  newConcertId: number;
  kind: RoundRow["kind"];
  label: string;
  vendor: string;
  opensAt: string;
  closesAt: string | null;
  url: string | null;
  eligibility: string[];
  note: string | null;
  updatedAt: string;
}

export interface PriceJson {
  grade: string;
  price: number;
}

/**
 * The concert's id column named with its table: a select over one table writes its columns bare,
 * and a bare "id" inside these subqueries would be the round's or the price's own.
 */
const outer = (column: typeof newConcerts.id) =>
  sql`${column.table}.${sql.identifier(column.name)}`;

/**
 * The concert's rounds, soonest first, as one JSON array for a select over concerts: the concert
 * read and the calendar feed stay one round trip.
 */
export const roundsJsonOf = (concertId: typeof newConcerts.id) =>
  sql<RoundJson[]>`coalesce((select json_agg(json_build_object(
      'id', r.id, 'newConcertId', r.new_concert_id, 'kind', r.kind, 'label', r.label,
      'vendor', r.vendor, 'opensAt', r.opens_at, 'closesAt', r.closes_at, 'url', r.url,
      'eligibility', r.eligibility, 'note', r.note, 'updatedAt', r.updated_at
    ) order by r.opens_at, r.id) from ${ticketRounds} r where r.new_concert_id = ${outer(concertId)}),
    '[]'::json)`;

/** The concert's next round still to open (label, vendor, opening), or null: its share card says it. */
export const nextOpeningOf = (concertId: typeof newConcerts.id) =>
  sql<{ label: string; vendor: string; opensAt: string } | null>`(select json_build_object(
      'label', r.label, 'vendor', r.vendor, 'opensAt', r.opens_at
    ) from ${ticketRounds} r where r.new_concert_id = ${outer(concertId)} and r.opens_at > now()
    order by r.opens_at, r.id limit 1)`;

/** The concert's seat prices in their order, as one JSON array (see roundsJsonOf). */
export const pricesJsonOf = (concertId: typeof newConcerts.id) =>
  sql<PriceJson[]>`coalesce((select json_agg(json_build_object(
      'grade', p.grade, 'price', p.price
    ) order by p.position) from ${ticketPrices} p where p.new_concert_id = ${outer(concertId)}),
    '[]'::json)`;

export type RoundRow = NonNullable<Awaited<ReturnType<typeof findRound>>>;
export type UpcomingRoundRow = Awaited<ReturnType<typeof listUpcomingRounds>>[number];
