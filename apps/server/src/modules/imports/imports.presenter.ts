import type { ImportCandidate, ImportRun } from "@naehan/contract";
import { toDateTuple } from "../../lib/dates";
import type { MediaUrl } from "../../lib/media/media-url";
import type { CandidateListRow, ImportRunRow } from "./imports.queries";

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function presentImportRun(row: ImportRunRow): ImportRun {
  return {
    runId: row.id,
    state: row.state,
    counts: {
      read: row.readCount,
      new: row.newCount,
      changed: row.changedCount,
      skipped: row.skippedCount,
      failed: row.failedCount,
    },
    failures: row.failures,
    queuedAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
  };
}

const KEPT = new Set(["visit", "title", "festival"] as const);

export function presentCandidate(
  { candidate: c, artist }: CandidateListRow,
  media: MediaUrl,
): ImportCandidate {
  return {
    candidateId: c.id,
    kopisId: c.mt20id,
    title: c.title,
    cast: c.cast,
    startDate: toDateTuple(c.startDate),
    endDate: toDateTuple(c.endDate),
    venueName: c.venueName,
    area: c.area,
    venueAddress: c.venueAddress,
    posterUrl: media(c.posterUrl),
    prices: c.prices,
    priceText: c.priceText,
    ticketLinks: c.ticketLinks,
    showTimes: c.showTimes,
    kopisState: c.kopisState,
    keptBecause: KEPT.has(c.keptBecause as "visit") ? (c.keptBecause as "visit") : "visit",
    status: c.status,
    newConcertId: c.newConcertId,
    proposedArtist: artist
      ? { artistId: artist.id, name: artist.name, krName: artist.krName }
      : null,
    changes: c.changes,
    changedAt: iso(c.changedAt),
    createdAt: c.createdAt.toISOString(),
  };
}
