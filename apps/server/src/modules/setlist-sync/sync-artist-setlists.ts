import type { SyncResult } from "@naehan/contract";
import { eq, sql } from "drizzle-orm";
import { artists } from "../../db/schema";
import { SetlistFmError } from "../../integrations/setlistfm/errors";
import { mapSetlist } from "../../integrations/setlistfm/mapping";
import type { AppDeps } from "../module-deps";
import { AppError, badGateway, notFound } from "../../lib/http/errors";
import { linkSyncedShows } from "../predictions/actual-setlist.queries";
import { refreshUpcomingPredictions } from "../predictions/predict-setlist";
import { importPastConcerts } from "../past-concerts/import-past-concerts";
import { SETLIST_SYNC_LOCK } from "../../db/locks";

/**
 * Brings an artist's past concerts up to date with setlist.fm: the most recent 100 setlists,
 * stored by setlist id, so a re-sync updates changed setlists and never duplicates one.
 * `skipped` counts unchanged setlists and those lacking a date or venue. Then each concert of the
 * artist finds its actual setlist among the shows (`linked`), and when shows were added or
 * changed, the concerts still to come get their predictions made afresh (`predicted`). Answers
 * the artist's id with the result (for the response cache).
 */
export async function syncArtistSetlists(
  { db, setlistfm }: Pick<AppDeps, "db" | "setlistfm">,
  mbid: string,
): Promise<{ artistId: number; result: SyncResult }> {
  const [artist] = await db
    .select({ id: artists.id })
    .from(artists)
    .where(eq(artists.mbid, mbid.trim()));
  if (!artist) throw notFound("artist");
  if (!setlistfm.configured) {
    throw new AppError(
      503,
      "SERVICE_UNAVAILABLE",
      "setlist.fm API 키가 설정되지 않아 동기화할 수 없습니다. 서버에 SETLISTFM_API_KEY를 설정하세요.",
    );
  }

  let fetched;
  try {
    fetched = await setlistfm.artistSetlists(mbid.trim());
  } catch (error) {
    if (error instanceof SetlistFmError) throw badGateway(error.message);
    throw error;
  }

  const records = fetched.setlists.flatMap((setlist) => mapSetlist(setlist) ?? []);
  const unusable = fetched.setlists.length - records.length;
  // Fetching happens outside the transaction; the lock only orders two syncs of one artist.
  const counts = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${sql.raw(String(SETLIST_SYNC_LOCK))}, ${artist.id}::int)`,
    );
    const imported = await importPastConcerts(tx, artist.id, records);
    const linked = await linkSyncedShows(tx, artist.id);
    const changed = imported.imported + imported.updated > 0;
    const predicted = changed ? await refreshUpcomingPredictions(tx, artist.id) : 0;
    return { ...imported, linked, predicted };
  });
  return {
    artistId: artist.id,
    result: { ...counts, skipped: counts.skipped + unusable, pages: fetched.pages },
  };
}
