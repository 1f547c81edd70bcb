import { type ApproveCandidateInput, IMPORT_MESSAGES } from "@naehan/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { PG_UNIQUE_VIOLATION, pgErrorCode } from "../../db/errors";
import { artists, importCandidates, newConcerts } from "../../db/schema";
import { conflict, invalidFields, notFound } from "../../lib/http/errors";
import { recordConcertEvent } from "../alerts/alert-events";
import { artistExists } from "../artists/artists.queries";
import { refreshSearchIndex } from "../search/search-index";
import { listingColumns, replacePrices } from "./concert-updates";
import type { CandidateFields } from "./kopis-mapping";

type CandidateRow = typeof importCandidates.$inferSelect;

/** KOPIS's 시도 name as the catalogue writes a city: 서울특별시 → 서울, 부산광역시 → 부산. */
export const cityOf = (area: string) =>
  area.trim().replace(/(특별자치시|특별자치도|특별시|광역시|도)$/, "") || "대한민국";

const alreadyDecided = () => conflict(IMPORT_MESSAGES.alreadyDecided);

/** 404 for no such candidate, 409 for one already approved or dismissed. */
export async function pendingCandidate(db: Database, id: number): Promise<CandidateRow> {
  const [row] = await db.select().from(importCandidates).where(eq(importCandidates.id, id));
  if (!row) throw notFound("importCandidate");
  if (row.status !== "PENDING") throw alreadyDecided();
  return row;
}

async function artistFor(
  tx: Database,
  input: ApproveCandidateInput,
): Promise<{ id: number; made: boolean }> {
  if (input.artistId !== undefined) return { id: input.artistId, made: false };
  const given = input.newArtist;
  if (!given) throw invalidFields({ artistId: IMPORT_MESSAGES.artistOneOf });
  const [row] = await tx
    .insert(artists)
    .values({ name: given.name, krName: given.krName ?? null, mbid: given.mbid ?? null })
    .returning({ id: artists.id });
  if (!row) throw new Error("artist not inserted");
  await refreshSearchIndex(tx, { artistIds: [row.id] });
  return { id: row.id, made: true };
}

/**
 * Makes the candidate a concert: its artist (chosen, or made here), the listing's dates, venue
 * with address and coordinates, poster (already through the media pipeline), prices and each
 * vendor's link; the artist's fans hear of it (a new-concert event at `now`). The candidate is
 * taken with a conditional update first, so of two approvals at once one makes the concert and
 * the other is 409.
 */
export async function approveCandidate(
  db: Database,
  id: number,
  input: ApproveCandidateInput,
  now: Date,
): Promise<{ newConcertId: number; artistId: number; madeArtist: boolean }> {
  await pendingCandidate(db, id);
  if (input.artistId !== undefined && !(await artistExists(db, input.artistId))) {
    throw invalidFields({ artistId: "선택한 아티스트가 없습니다." });
  }
  try {
    return await db.transaction(async (tx) => {
      const [candidate] = await tx
        .update(importCandidates)
        .set({ status: "APPROVED", updatedAt: sql`now()` })
        .where(and(eq(importCandidates.id, id), eq(importCandidates.status, "PENDING")))
        .returning();
      if (!candidate) throw alreadyDecided();
      const artist = await artistFor(tx, input);
      const fields = candidate as unknown as CandidateFields;
      const [concert] = await tx
        .insert(newConcerts)
        .values({
          ...listingColumns(fields),
          artistId: artist.id,
          title: candidate.title,
          posterUrl: candidate.posterUrl,
          cityName: cityOf(candidate.area),
          countryName: "대한민국",
          countryCode: "KR",
          genre: input.genre,
        })
        .returning({ id: newConcerts.id });
      if (!concert) throw new Error("concert not inserted");
      await replacePrices(tx, concert.id, candidate.prices);
      await tx
        .update(importCandidates)
        .set({ newConcertId: concert.id })
        .where(eq(importCandidates.id, id));
      await refreshSearchIndex(tx, { concertIds: [concert.id] });
      await recordConcertEvent(tx, concert.id, "NEW_CONCERT", candidate.title, now);
      return { newConcertId: concert.id, artistId: artist.id, madeArtist: artist.made };
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      throw conflict("이미 같은 MBID로 등록된 아티스트가 있습니다.");
    }
    throw error;
  }
}

/** Hides the candidate for good; dismissing it again is no error, an approved one is 409. */
export async function dismissCandidate(db: Database, id: number): Promise<void> {
  const [row] = await db
    .update(importCandidates)
    .set({ status: "DISMISSED", updatedAt: sql`now()` })
    .where(and(eq(importCandidates.id, id), eq(importCandidates.status, "PENDING")))
    .returning({ id: importCandidates.id });
  if (row) return;
  const [existing] = await db
    .select({ status: importCandidates.status })
    .from(importCandidates)
    .where(eq(importCandidates.id, id));
  if (!existing) throw notFound("importCandidate");
  if (existing.status === "APPROVED") throw alreadyDecided();
}
