import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pastConcerts, setlistEntries, songs } from "../../db/schema";
import { type PastConcertRecord, songTitleKey } from "../../integrations/setlistfm/mapping";
import { storeSetlists } from "./past-concerts.queries";

export interface ImportCounts {
  imported: number;
  updated: number;
  skipped: number;
}

/** Rows per multi-row insert, well under PostgreSQL's 65,535 bind parameters. */
const CHUNK = 2_000;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Stores an artist's past concerts, keyed by setlist.fm id: new ones are inserted, changed ones
 * (another versionId) replace their setlist, unchanged ones are skipped. One transaction, and a
 * fixed number of statements per call rather than per concert or per song.
 */
export async function importPastConcerts(
  db: Database,
  artistId: number,
  records: PastConcertRecord[],
): Promise<ImportCounts> {
  const unique = new Map<string, PastConcertRecord>();
  for (const record of records) unique.set(record.setlistfmId, record);
  const incoming = [...unique.values()];
  if (incoming.length === 0) return { imported: 0, updated: 0, skipped: 0 };

  return db.transaction(async (tx) => {
    const existing = await tx
      .select({
        id: pastConcerts.id,
        setlistfmId: pastConcerts.setlistfmId,
        versionId: pastConcerts.versionId,
        artistId: pastConcerts.artistId,
      })
      .from(pastConcerts)
      .where(
        inArray(
          pastConcerts.setlistfmId,
          incoming.map((r) => r.setlistfmId),
        ),
      );
    const byId = new Map(existing.map((row) => [row.setlistfmId, row]));

    const toInsert: PastConcertRecord[] = [];
    const toUpdate: { id: number; record: PastConcertRecord }[] = [];
    let skipped = 0;
    for (const record of incoming) {
      const row = byId.get(record.setlistfmId);
      if (!row) toInsert.push(record);
      else if (row.artistId !== artistId) skipped++;
      else if (record.versionId !== null && row.versionId === record.versionId) skipped++;
      else toUpdate.push({ id: row.id, record });
    }
    const changed = [...toInsert, ...toUpdate.map((u) => u.record)];
    if (changed.length === 0) return { imported: 0, updated: 0, skipped };

    const songIds = await upsertSongs(tx, artistId, changed);

    const columns = (record: PastConcertRecord) => ({
      artistId,
      setlistfmId: record.setlistfmId,
      versionId: record.versionId,
      eventDate: record.eventDate,
      venueName: record.venueName,
      cityName: record.cityName,
      countryName: record.countryName,
      countryCode: record.countryCode,
      tourName: record.tourName,
      setlistUrl: record.setlistUrl,
      info: record.info,
      songCount: record.entries.filter((e) => !e.tape).length,
    });

    const concertIds: { id: number; record: PastConcertRecord }[] = [];
    for (const part of chunks(toInsert, 500)) {
      const inserted = await tx
        .insert(pastConcerts)
        .values(part.map(columns))
        .returning({ id: pastConcerts.id, setlistfmId: pastConcerts.setlistfmId });
      const bySetlist = new Map(part.map((r) => [r.setlistfmId, r]));
      for (const row of inserted) {
        const record = bySetlist.get(row.setlistfmId ?? "");
        if (record) concertIds.push({ id: row.id, record });
      }
    }
    for (const { id, record } of toUpdate) {
      await tx
        .update(pastConcerts)
        .set({ ...columns(record), updatedAt: sql`now()` })
        .where(and(eq(pastConcerts.id, id), eq(pastConcerts.artistId, artistId)));
      concertIds.push({ id, record });
    }
    if (toUpdate.length > 0) {
      await tx.delete(setlistEntries).where(
        inArray(
          setlistEntries.pastConcertId,
          toUpdate.map((u) => u.id),
        ),
      );
    }

    const entryRows = concertIds.flatMap(({ id, record }) =>
      record.entries.map((entry, index) => ({
        pastConcertId: id,
        songId: songIds.get(songTitleKey(entry.title)) ?? 0,
        position: index + 1,
        encore: entry.encore,
        tape: entry.tape,
        coverArtist: entry.coverArtist,
        withArtist: entry.withArtist,
        info: entry.info,
      })),
    );
    for (const part of chunks(entryRows)) await tx.insert(setlistEntries).values(part);
    await storeSetlists(
      tx,
      concertIds.map(({ id }) => id),
    );

    return { imported: toInsert.length, updated: toUpdate.length, skipped };
  });
}

/** Makes sure every title has a song row of this artist; returns title key → song id. */
export async function upsertSongs(
  tx: Database,
  artistId: number,
  records: Pick<PastConcertRecord, "entries">[],
): Promise<Map<string, number>> {
  const titles = new Map<string, string>();
  for (const record of records) {
    for (const entry of record.entries) {
      const key = songTitleKey(entry.title);
      if (!titles.has(key)) titles.set(key, entry.title);
    }
  }
  const ids = new Map<string, number>();
  for (const part of chunks([...titles.entries()])) {
    await tx
      .insert(songs)
      .values(part.map(([titleKey, title]) => ({ artistId, title, titleKey })))
      .onConflictDoNothing({ target: [songs.artistId, songs.titleKey] });
    const rows = await tx
      .select({ id: songs.id, titleKey: songs.titleKey })
      .from(songs)
      .where(
        and(
          eq(songs.artistId, artistId),
          inArray(
            songs.titleKey,
            part.map(([key]) => key),
          ),
        ),
      );
    for (const row of rows) ids.set(row.titleKey, row.id);
  }
  return ids;
}
