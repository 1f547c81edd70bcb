import { IMAGE_MAX_BYTES } from "@naehan/contract";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { importCandidates, importRuns } from "../../db/schema";
import type { KopisClient } from "../../integrations/kopis/client";
import { KopisError } from "../../integrations/kopis/errors";
import type { KopisListing, KopisVenue } from "../../integrations/kopis/types";
import { addDays, todayInSeoul } from "../../lib/dates";
import { processImage } from "../../lib/media/images";
import type { MediaStorage } from "../../lib/media/storage";
import {
  type CandidateFields,
  candidateFields,
  changesBetween,
  fingerprint,
} from "./kopis-mapping";
import { naehanSignal } from "./naehan-signal";
import { updateConcertFromListing } from "./concert-updates";
import { proposeArtist } from "./propose-artist";

export interface KopisImportDeps {
  db: Database;
  kopis: KopisClient;
  storage: MediaStorage;
  clock: () => Date;
  /** Concerts an import changed: their caches are emptied and their fans' alerts woken. */
  onConcertsChanged?: (concertIds: number[]) => void;
}

/** The list is asked in windows of this many days (decision 021), `ROWS` records a page. */
const WINDOW_DAYS = 31;
const ROWS = 100;
/** Listings worked on at once; the client's pacing still spaces the requests. */
const CONCURRENCY = 4;
/** How far ahead an import looks. */
const MONTHS_AHEAD = 12;

const compact = (iso: string) => iso.replace(/-/g, "");

/** The windows from today (Korean time) to 12 months ahead, as KOPIS's `YYYYMMDD` pairs. */
export function importWindows(now: Date): { stdate: string; eddate: string }[] {
  const today = todayInSeoul(now);
  const [y = 0, m = 1, d = 1] = today.split("-").map(Number);
  const until = new Date(Date.UTC(y, m - 1 + MONTHS_AHEAD, d)).toISOString().slice(0, 10);
  const windows: { stdate: string; eddate: string }[] = [];
  for (let start = today; start <= until; start = addDays(start, WINDOW_DAYS)) {
    const end = addDays(start, WINDOW_DAYS - 1);
    windows.push({ stdate: compact(start), eddate: compact(end < until ? end : until) });
  }
  return windows;
}

/** Queues a run: its row, which the admin's status call reads. */
export async function createImportRun(db: Database): Promise<number> {
  const [row] = await db.insert(importRuns).values({}).returning({ id: importRuns.id });
  if (!row) throw new Error("import run not inserted");
  return row.id;
}

interface Tally {
  read: number;
  new: number;
  changed: number;
  skipped: number;
  failed: number;
  failures: string[];
}

const line = (listing: Pick<KopisListing, "mt20id" | "prfnm">, message: string) =>
  `${listing.mt20id} ${listing.prfnm}: ${message}`;

const describe = (error: unknown) =>
  error instanceof KopisError ? error.message : "알 수 없는 오류가 났습니다.";

async function storePoster(
  deps: KopisImportDeps,
  url: string,
): Promise<{ stored: string | null; problem: string | null }> {
  try {
    const bytes = await deps.kopis.poster(url, IMAGE_MAX_BYTES);
    const image = await processImage(bytes, "poster").catch(() => null);
    if (!image)
      return { stored: null, problem: "포스터를 이미지로 읽을 수 없어 포스터 없이 저장했습니다." };
    return { stored: await deps.storage.put(image, "webp"), problem: null };
  } catch (error) {
    return { stored: null, problem: `${describe(error)} 포스터 없이 저장했습니다.` };
  }
}

/** Reads every page of every window; a refused key ends the run (thrown). */
async function readListings(deps: KopisImportDeps, tally: Tally): Promise<KopisListing[]> {
  const byId = new Map<string, KopisListing>();
  for (const window of importWindows(deps.clock())) {
    for (let cpage = 1; ; cpage++) {
      let page: KopisListing[];
      try {
        page = await deps.kopis.listPage({ ...window, cpage, rows: ROWS });
      } catch (error) {
        if (
          error instanceof KopisError &&
          (error.failure === "refused" || error.failure === "not-configured")
        ) {
          throw error;
        }
        tally.failures.push(
          `목록 ${window.stdate}~${window.eddate} ${cpage}쪽: ${describe(error)}`,
        );
        break;
      }
      for (const listing of page) if (!byId.has(listing.mt20id)) byId.set(listing.mt20id, listing);
      if (page.length < ROWS) break;
    }
  }
  return [...byId.values()];
}

type CandidateRow = typeof importCandidates.$inferSelect;

const fieldsOf = (row: CandidateRow): CandidateFields => ({
  mt20id: row.mt20id,
  title: row.title,
  cast: row.cast,
  startDate: row.startDate,
  endDate: row.endDate,
  venueName: row.venueName,
  area: row.area,
  venueAddress: row.venueAddress,
  venueLat: row.venueLat,
  venueLng: row.venueLng,
  sourcePosterUrl: row.sourcePosterUrl,
  prices: row.prices,
  priceText: row.priceText,
  ticketLinks: row.ticketLinks,
  showTimes: row.showTimes,
  kopisState: row.kopisState,
  visit: row.visit,
  festival: row.festival,
});

/** One listing: its detail and venue read, then kept, updated or skipped. */
async function importListing(
  deps: KopisImportDeps,
  listing: KopisListing,
  venues: Map<string, Promise<KopisVenue | null>>,
  tally: Tally,
  changedConcerts: number[],
) {
  const { db } = deps;
  if (listing.genrenm !== "" && listing.genrenm !== "대중음악") {
    tally.skipped++;
    return;
  }
  let detail;
  try {
    detail = await deps.kopis.detail(listing.mt20id);
  } catch (error) {
    tally.failed++;
    tally.failures.push(line(listing, describe(error)));
    return;
  }
  const [existing] = await db
    .select()
    .from(importCandidates)
    .where(eq(importCandidates.mt20id, listing.mt20id));
  const keptBecause = naehanSignal(detail);
  if ((!existing && keptBecause === null) || existing?.status === "DISMISSED") {
    tally.skipped++;
    return;
  }

  let venue: KopisVenue | null = null;
  if (detail.mt10id) {
    let pending = venues.get(detail.mt10id);
    if (!pending) {
      pending = deps.kopis.venue(detail.mt10id).catch((error: unknown) => {
        tally.failures.push(
          `공연장 ${detail.mt10id} ${detail.fcltynm}: ${describe(error)} 주소 없이 저장했습니다.`,
        );
        return null;
      });
      venues.set(detail.mt10id, pending);
    }
    venue = await pending;
  }
  const fields = candidateFields(detail, venue);
  if (!fields) {
    tally.failed++;
    tally.failures.push(
      line(listing, `공연 기간(${detail.prfpdfrom}~${detail.prfpdto})을 읽을 수 없습니다.`),
    );
    return;
  }
  const print = fingerprint(fields);
  if (existing && existing.fingerprint === print) {
    tally.skipped++;
    return;
  }

  // The poster is fetched only when its address is new.
  let posterUrl = existing?.posterUrl ?? null;
  if (fields.sourcePosterUrl && fields.sourcePosterUrl !== existing?.sourcePosterUrl) {
    const poster = await storePoster(deps, fields.sourcePosterUrl);
    if (poster.problem) tally.failures.push(line(listing, poster.problem));
    posterUrl = poster.stored ?? posterUrl;
  }
  if (!fields.sourcePosterUrl) posterUrl = null;

  const now = deps.clock();
  if (!existing) {
    const proposedArtistId = await proposeArtist(db, fields.cast, fields.title);
    const inserted = await db
      .insert(importCandidates)
      .values({
        ...fields,
        posterUrl,
        proposedArtistId,
        keptBecause: keptBecause ?? "visit",
        fingerprint: print,
      })
      .onConflictDoNothing({ target: importCandidates.mt20id })
      .returning({ id: importCandidates.id });
    // Another run stored it a moment ago: not new twice.
    if (inserted.length > 0) tally.new++;
    else tally.skipped++;
    return;
  }

  const changes = changesBetween(fieldsOf(existing), fields);
  const concertId = await db.transaction(async (tx) => {
    await tx
      .update(importCandidates)
      .set({
        ...fields,
        posterUrl,
        fingerprint: print,
        ...(changes.length > 0 ? { changes, changedAt: now } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(importCandidates.id, existing.id));
    if (existing.status !== "APPROVED" || existing.newConcertId === null) return null;
    const changed = await updateConcertFromListing(
      tx,
      existing.newConcertId,
      fields,
      posterUrl,
      now,
    );
    return changed ? existing.newConcertId : null;
  });
  if (concertId !== null) changedConcerts.push(concertId);
  tally.changed++;
}

async function finish(db: Database, runId: number, state: "DONE" | "FAILED", tally: Tally) {
  await db
    .update(importRuns)
    .set({
      state,
      readCount: tally.read,
      newCount: tally.new,
      changedCount: tally.changed,
      skippedCount: tally.skipped,
      failedCount: tally.failed,
      failures: tally.failures.slice(0, 500),
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(importRuns.id, runId));
}

/**
 * Runs an import: every 대중음악 listing from today to 12 months ahead, each 내한 one's detail,
 * venue and poster, stored as a candidate (new), updated with what changed (changed), or left as
 * it was (skipped: unchanged, domestic, dismissed). A listing that fails is a line and the run
 * goes on; a refused key ends it. Approved candidates' concerts follow their listing.
 */
export async function runKopisImport(deps: KopisImportDeps, runId: number): Promise<void> {
  const { db } = deps;
  const [run] = await db
    .update(importRuns)
    .set({ state: "RUNNING", startedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(importRuns.id, runId))
    .returning({ id: importRuns.id });
  if (!run) return;
  const tally: Tally = { read: 0, new: 0, changed: 0, skipped: 0, failed: 0, failures: [] };
  const changedConcerts: number[] = [];
  try {
    const listings = await readListings(deps, tally);
    tally.read = listings.length;
    const venues = new Map<string, Promise<KopisVenue | null>>();
    let next = 0;
    const worker = async () => {
      while (next < listings.length) {
        const listing = listings[next++];
        if (!listing) break;
        try {
          await importListing(deps, listing, venues, tally, changedConcerts);
        } catch (error) {
          tally.failed++;
          tally.failures.push(line(listing, describe(error)));
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await finish(db, runId, "DONE", tally);
  } catch (error) {
    tally.failures.push(describe(error));
    await finish(db, runId, "FAILED", tally);
  } finally {
    if (changedConcerts.length > 0) deps.onConcertsChanged?.(changedConcerts);
  }
}
