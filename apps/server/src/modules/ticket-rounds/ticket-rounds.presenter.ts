import {
  type ConcertSummary,
  type TicketPrice,
  type TicketRound,
  type UpcomingTicketRound,
  toKstIso,
} from "@naehan/contract";
import { toDateTuple } from "../../lib/dates";
import type { MediaUrl } from "../../lib/media/media-url";
import type { PriceJson, RoundJson, RoundRow, UpcomingRoundRow } from "./ticket-rounds.queries";

/** A time from a column (Date) or from aggregated JSON (text), in Korean time. */
const kst = (value: Date | string) => toKstIso(new Date(value));

export function presentTicketRound(row: RoundRow | RoundJson): TicketRound {
  return {
    ticketRoundId: row.id,
    newConcertId: row.newConcertId,
    kind: row.kind,
    label: row.label,
    vendor: row.vendor,
    opensAt: kst(row.opensAt),
    closesAt: row.closesAt === null ? null : kst(row.closesAt),
    url: row.url,
    eligibility: row.eligibility,
    note: row.note,
  };
}

export function presentUpcomingRound(row: UpcomingRoundRow, media: MediaUrl): UpcomingTicketRound {
  const { concert } = row;
  const summary: ConcertSummary = {
    newConcertId: concert.id,
    artistId: concert.artistId,
    artistName: concert.artistName,
    title: concert.title,
    posterUrl: media(concert.posterUrl),
    startDate: toDateTuple(concert.startDate),
    endDate: toDateTuple(concert.endDate),
    genre: concert.genre,
    concertStatus: concert.status,
  };
  return { ...presentTicketRound(row), concert: summary };
}

export const presentPrice = (row: PriceJson): TicketPrice => ({
  grade: row.grade,
  price: row.price,
});
