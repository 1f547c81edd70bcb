import { and, desc, eq, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { artists, importCandidates, importRuns } from "../../db/schema";

export async function findImportRun(db: Database, id: number) {
  const [row] = await db.select().from(importRuns).where(eq(importRuns.id, id));
  return row ?? null;
}

/** Candidates of one status, newest first, each with its proposed artist: one statement. */
export function listCandidates(
  db: Database,
  status: "PENDING" | "APPROVED" | "DISMISSED",
  page: { after: number | null; limit: number },
) {
  return db
    .select({
      candidate: importCandidates,
      artist: { id: artists.id, name: artists.name, krName: artists.krName },
    })
    .from(importCandidates)
    .leftJoin(artists, eq(artists.id, importCandidates.proposedArtistId))
    .where(
      and(
        eq(importCandidates.status, status),
        page.after === null ? undefined : lt(importCandidates.id, page.after),
      ),
    )
    .orderBy(desc(importCandidates.id))
    .limit(page.limit);
}

export type CandidateListRow = Awaited<ReturnType<typeof listCandidates>>[number];
export type ImportRunRow = NonNullable<Awaited<ReturnType<typeof findImportRun>>>;
