import {
  TICKET_ROUND_KIND_LABELS,
  type TicketPrice,
  type TicketPricesInput,
  type TicketRound,
  type TicketRoundInput,
  endpoints,
  toKstIso,
} from "@naehan/contract";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from "../../db/errors";
import { newConcerts, ticketPrices, ticketRounds } from "../../db/schema";
import { cacheTag, tagWrite } from "../../lib/cache/cache-tags";
import { notFound } from "../../lib/http/errors";
import { endpointRouter } from "../../lib/http/endpoint-router";
import { parseTicketNotice } from "./notices/notice-parser";
import { presentTicketRound } from "./ticket-rounds.presenter";
import { roundColumns } from "./ticket-rounds.queries";
import {
  describeRoundAdded,
  describeRoundCancelled,
  describeRoundMoved,
  recordConcertEvent,
} from "../alerts/alert-events";
import type { ModuleDeps } from "../module-deps";

function columns(input: TicketRoundInput) {
  return {
    kind: input.kind,
    label: input.label ?? TICKET_ROUND_KIND_LABELS[input.kind],
    vendor: input.vendor,
    opensAt: new Date(input.opensAt),
    closesAt: input.closesAt ? new Date(input.closesAt) : null,
    url: input.url ?? null,
    eligibility: input.eligibility,
    note: input.note ?? null,
  };
}

/**
 * Adds a round, an event the concert's fans hear of; a concert that is missing (or deleted
 * meanwhile) is a 404.
 */
export async function createRound(
  db: Database,
  concertId: number,
  input: TicketRoundInput,
  now: Date,
): Promise<TicketRound> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ticketRounds)
        .values({ ...columns(input), newConcertId: concertId })
        .returning(roundColumns);
      if (!row) throw new Error("ticket round not inserted");
      await recordConcertEvent(
        tx,
        concertId,
        "ROUND_CHANGED",
        describeRoundAdded(row),
        now,
        row.id,
      );
      return presentTicketRound(row);
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw notFound("concert");
    throw error;
  }
}

/**
 * Replaces every field of the round; it stays with its concert. A new opening time is an event
 * its fans hear of, and its reminders follow it (they are keyed by the time they are for).
 */
export function updateRound(
  db: Database,
  id: number,
  input: TicketRoundInput,
  now: Date,
): Promise<TicketRound> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        label: ticketRounds.label,
        vendor: ticketRounds.vendor,
        opensAt: ticketRounds.opensAt,
      })
      .from(ticketRounds)
      .where(eq(ticketRounds.id, id))
      .for("update");
    if (!before) throw notFound("ticketRound");
    const [row] = await tx
      .update(ticketRounds)
      .set({ ...columns(input), updatedAt: sql`now()` })
      .where(eq(ticketRounds.id, id))
      .returning(roundColumns);
    if (!row) throw notFound("ticketRound");
    if (row.opensAt.getTime() !== before.opensAt.getTime()) {
      await recordConcertEvent(
        tx,
        row.newConcertId,
        "ROUND_CHANGED",
        describeRoundMoved(before, row),
        now,
        row.id,
      );
    }
    return presentTicketRound(row);
  });
}

/**
 * Deletes the round, an event its concert's fans hear of; its reminders go with it. Returns the
 * round's concert.
 */
export async function deleteRound(db: Database, id: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(ticketRounds)
      .where(eq(ticketRounds.id, id))
      .returning(roundColumns);
    if (!deleted) throw notFound("ticketRound");
    await recordConcertEvent(
      tx,
      deleted.newConcertId,
      "ROUND_CANCELLED",
      describeRoundCancelled(deleted),
      now,
      deleted.id,
    );
    return deleted.newConcertId;
  });
}

/**
 * Replaces the concert's price list. The concert row is locked first, so two saves at once
 * apply one after the other (the last one wins whole) instead of mixing their rows.
 */
export function replacePrices(
  db: Database,
  concertId: number,
  prices: TicketPricesInput,
): Promise<TicketPrice[]> {
  return db.transaction(async (tx) => {
    const [concert] = await tx
      .select({ id: newConcerts.id })
      .from(newConcerts)
      .where(eq(newConcerts.id, concertId))
      .for("update");
    if (!concert) throw notFound("concert");
    await tx.delete(ticketPrices).where(eq(ticketPrices.newConcertId, concertId));
    if (prices.length > 0) {
      await tx.insert(ticketPrices).values(
        prices.map((price, position) => ({
          newConcertId: concertId,
          position,
          grade: price.grade,
          price: price.price,
        })),
      );
    }
    return prices.map(({ grade, price }) => ({ grade, price }));
  });
}

/** The round and price calls of `/api/admin` (`admin.routes.ts` mounts them). */
export function ticketRoundsAdminRoutes(deps: ModuleDeps) {
  const { db, clock, alerts } = deps;
  return endpointRouter(deps)
    .on(endpoints.createTicketRound, { notFound: "concert" }, async (c, { params, body }) => {
      const round = await createRound(db, params.id, body, clock());
      alerts.wake();
      tagWrite(c, cacheTag.concert(params.id), cacheTag.rounds);
      return c.json(round, 201);
    })
    .on(endpoints.parseTicketNotice, (c, { body: { text } }) => {
      const today = toKstIso(clock()).slice(0, 10);
      return c.json(parseTicketNotice(text, today));
    })
    .on(endpoints.updateTicketRound, { notFound: "ticketRound" }, async (c, { params, body }) => {
      const round = await updateRound(db, params.id, body, clock());
      alerts.wake();
      tagWrite(c, cacheTag.concert(round.newConcertId), cacheTag.rounds);
      return c.json(round);
    })
    .on(endpoints.deleteTicketRound, { notFound: "ticketRound" }, async (c, { params }) => {
      const concertId = await deleteRound(db, params.id, clock());
      alerts.wake();
      tagWrite(c, cacheTag.concert(concertId), cacheTag.rounds);
      return c.body(null, 204);
    })
    .on(endpoints.saveTicketPrices, { notFound: "concert" }, async (c, { params, body }) => {
      const saved = await replacePrices(db, params.id, body);
      tagWrite(c, cacheTag.concert(params.id));
      return c.json(saved);
    }).hono;
}
