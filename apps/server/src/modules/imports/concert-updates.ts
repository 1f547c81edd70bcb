import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type GradePrice, newConcerts, ticketPrices } from "../../db/schema";
import { describeConcertChange, recordConcertEvent } from "../alerts/alert-events";
import { refreshSearchIndex } from "../search/search-index";
import type { CandidateFields } from "./kopis-mapping";

/** KOPIS's 공연완료 is a concert that is over. */
export const concertStatusOf = (kopisState: string) =>
  kopisState === "공연완료" ? ("COMPLETED" as const) : ("UPCOMING" as const);

/** The concert's columns a listing fills (the rest is the admin's). */
export function listingColumns(fields: CandidateFields) {
  return {
    startDate: fields.startDate,
    endDate: fields.endDate,
    venueName: fields.venueName,
    venueAddress: fields.venueAddress,
    venueLat: fields.venueLat,
    venueLng: fields.venueLng,
    ticketLinks: fields.ticketLinks,
    ticketPlatforms:
      fields.ticketLinks
        .map((l) => l.vendor)
        .join(", ")
        .slice(0, 200) || null,
    ticketUrl: fields.ticketLinks[0]?.url ?? null,
    status: concertStatusOf(fields.kopisState),
  };
}

/** Replaces the concert's seat prices with the listing's, in its order. */
export async function replacePrices(tx: Database, concertId: number, prices: GradePrice[]) {
  await tx.delete(ticketPrices).where(eq(ticketPrices.newConcertId, concertId));
  if (prices.length === 0) return;
  await tx.insert(ticketPrices).values(
    prices.slice(0, 20).map((p, i) => ({
      newConcertId: concertId,
      position: i + 1,
      grade: p.grade,
      price: p.price,
    })),
  );
}

const priceText = (prices: { grade: string; price: number }[]) =>
  prices.map((p) => `${p.grade} ${p.price.toLocaleString("ko-KR")}원`).join(", ");

/**
 * An approved concert follows its listing: new dates, venue, prices, vendors or 공연완료 are
 * written, and a change its fans follow (dates, venue, status, prices) is a concert-changed event
 * for them. True when anything was written.
 */
export async function updateConcertFromListing(
  tx: Database,
  concertId: number,
  fields: CandidateFields,
  posterUrl: string | null,
  now: Date,
): Promise<boolean> {
  const [before] = await tx
    .select({
      startDate: newConcerts.startDate,
      endDate: newConcerts.endDate,
      venueName: newConcerts.venueName,
      status: newConcerts.status,
      posterUrl: newConcerts.posterUrl,
      prices: sql<GradePrice[]>`coalesce((select json_agg(json_build_object('grade', p.grade,
        'price', p.price) order by p.position) from ${ticketPrices} p
        where p.new_concert_id = ${newConcerts.id}), '[]'::json)`,
    })
    .from(newConcerts)
    .where(eq(newConcerts.id, concertId))
    .for("update");
  if (!before) return false;
  const after = listingColumns(fields);
  await tx
    .update(newConcerts)
    .set({ ...after, ...(posterUrl ? { posterUrl } : {}), updatedAt: sql`now()` })
    .where(eq(newConcerts.id, concertId));
  const pricesChanged =
    fields.prices.length > 0 && priceText(before.prices) !== priceText(fields.prices);
  if (pricesChanged) await replacePrices(tx, concertId, fields.prices);
  const parts = [describeConcertChange(before, after)];
  if (pricesChanged) parts.push(`가격: ${priceText(fields.prices)}`);
  const change = parts.filter(Boolean).join(" / ");
  if (change) await recordConcertEvent(tx, concertId, "CONCERT_CHANGED", change, now);
  await refreshSearchIndex(tx, { concertIds: [concertId] });
  return true;
}
