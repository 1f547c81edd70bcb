import { type Placeholder, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { concertSummaryColumns } from "../../db/concert-columns";
import { artists, newConcerts, pastConcerts } from "../../db/schema";
import { predictionSummaryColumns, withPrediction } from "../predictions/predicted-setlist.queries";
import { nextOpeningOf, pricesJsonOf, roundsJsonOf } from "../ticket-rounds/ticket-rounds.queries";

/** A concert as its list and its page show it. */
export const detailColumns = {
  ...concertSummaryColumns,
  subTitle: newConcerts.subTitle,
  venueName: newConcerts.venueName,
  cityName: newConcerts.cityName,
  countryName: newConcerts.countryName,
  countryCode: newConcerts.countryCode,
  ticketPlatforms: newConcerts.ticketPlatforms,
  ticketUrl: newConcerts.ticketUrl,
  startTime: newConcerts.startTime,
  doorsTime: newConcerts.doorsTime,
  nextOpening: nextOpeningOf(newConcerts.id),
};

export async function findConcert(db: Database, id: number) {
  const [row] = await db
    .select(detailColumns)
    .from(newConcerts)
    .innerJoin(artists, eq(artists.id, newConcerts.artistId))
    .where(eq(newConcerts.id, id));
  return row ?? null;
}

export async function concertExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: newConcerts.id })
    .from(newConcerts)
    .where(eq(newConcerts.id, id));
  return row !== undefined;
}

/**
 * The concert's prediction as it was made, with what the concert page says about it and, once
 * the actual setlist is linked, how it went, and its ticket rounds and seat prices: one query (the
 * counts and lists are subqueries of it).
 */
function selectConcertWithPrediction(db: Database, id: number | Placeholder) {
  return db
    .select({
      ...detailColumns,
      ...predictionSummaryColumns(),
      hasEarlierSetlists: sql<boolean>`exists (select 1 from ${pastConcerts}
        where ${pastConcerts.artistId} = ${newConcerts.artistId}
          and ${pastConcerts.eventDate} < ${newConcerts.startDate} and ${pastConcerts.songCount} > 0)`,
      ticketRounds: roundsJsonOf(newConcerts.id),
      prices: pricesJsonOf(newConcerts.id),
      ticketLinks: newConcerts.ticketLinks,
      venueAddress: newConcerts.venueAddress,
      venueLat: newConcerts.venueLat,
      venueLng: newConcerts.venueLng,
    })
    .from(newConcerts)
    .innerJoin(artists, eq(artists.id, newConcerts.artistId))
    .leftJoin(...withPrediction)
    .where(eq(newConcerts.id, id));
}

export async function findConcertWithPrediction(db: Database, id: number) {
  const [row] = await selectConcertWithPrediction(db, id);
  return row ?? null;
}

/** `findConcertWithPrediction`, prepared for the public read. */
export function findConcertQuery(db: Database) {
  const query = selectConcertWithPrediction(db, sql.placeholder("id")).prepare("concert");
  return async (id: number) => (await query.execute({ id }))[0] ?? null;
}

export type ConcertRow = NonNullable<Awaited<ReturnType<typeof findConcert>>>;
export type ConcertWithPredictionRow = NonNullable<
  Awaited<ReturnType<typeof findConcertWithPrediction>>
>;
