import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { newConcerts, pastConcerts, setlistEntries } from "../../db/schema";
import { type SetlistEntryRecord, songTitleKey } from "../../integrations/setlistfm/mapping";
import { upsertSongs } from "../past-concerts/import-past-concerts";
import { storeSetlists } from "../past-concerts/past-concerts.queries";
import { findPredictionSummary } from "./predicted-setlist.queries";

/**
 * A past concert is a concert's actual setlist when it is the artist's, has songs, and was
 * played within a day of the concert's dates (setlist.fm dates a show where it was played; a
 * late show may carry the next day's date).
 */
const withinADayOf = sql`${pastConcerts.artistId} = ${newConcerts.artistId}
  and ${pastConcerts.songCount} > 0
  and ${pastConcerts.eventDate} between ${newConcerts.startDate} - 1 and ${newConcerts.endDate} + 1`;

/** How far a past concert's date is from the concert's dates, in days (0 inside them). */
const distance = sql`greatest(${newConcerts.startDate} - ${pastConcerts.eventDate},
  ${pastConcerts.eventDate} - ${newConcerts.endDate}, 0)`;

/**
 * Links each of the artist's concerts without an actual setlist to its show among the synced
 * ones (the closest to its dates, then the earliest): one statement. Returns how many it linked.
 */
export async function linkSyncedShows(tx: Database, artistId: number): Promise<number> {
  const closest = sql`(select ${pastConcerts.id} from ${pastConcerts} where ${withinADayOf}
    order by ${distance}, ${pastConcerts.eventDate}, ${pastConcerts.id} limit 1)`;
  const linked = await tx
    .update(newConcerts)
    .set({ actualPastConcertId: closest, updatedAt: sql`now()` })
    .where(
      and(
        eq(newConcerts.artistId, artistId),
        isNull(newConcerts.actualPastConcertId),
        sql`exists (select 1 from ${pastConcerts} where ${withinADayOf})`,
      ),
    )
    .returning({ id: newConcerts.id });
  return linked.length;
}

/** The concert, locked until the transaction ends: links and predictions of it take turns. */
export async function lockConcertForAudit(tx: Database, concertId: number) {
  const [row] = await tx
    .select({
      id: newConcerts.id,
      artistId: newConcerts.artistId,
      startDate: newConcerts.startDate,
      endDate: newConcerts.endDate,
      venueName: newConcerts.venueName,
      cityName: newConcerts.cityName,
      countryName: newConcerts.countryName,
      countryCode: newConcerts.countryCode,
      actualPastConcertId: newConcerts.actualPastConcertId,
    })
    .from(newConcerts)
    .where(eq(newConcerts.id, concertId))
    .for("update");
  return row ?? null;
}

export type AuditConcert = NonNullable<Awaited<ReturnType<typeof lockConcertForAudit>>>;

const optionColumns = {
  id: pastConcerts.id,
  artistId: pastConcerts.artistId,
  eventDate: pastConcerts.eventDate,
  venueName: pastConcerts.venueName,
  cityName: pastConcerts.cityName,
  songCount: pastConcerts.songCount,
  entered: sql<boolean>`${pastConcerts.setlistfmId} is null`,
};

export type PastConcertOption = {
  id: number;
  artistId: number;
  eventDate: string;
  venueName: string;
  cityName: string;
  songCount: number;
  entered: boolean;
};

export async function findPastConcertOption(
  db: Database,
  pastConcertId: number,
): Promise<PastConcertOption | null> {
  const [row] = await db
    .select(optionColumns)
    .from(pastConcerts)
    .where(eq(pastConcerts.id, pastConcertId));
  return row ?? null;
}

/** What the admin sees of a concert's actual setlist: the linked show, the candidates, the audit. */
export async function actualSetlistOf(db: Database, concertId: number) {
  const concert = await findPredictionSummary(db, concertId);
  if (!concert) return null;
  const candidates = await db
    .select(optionColumns)
    .from(pastConcerts)
    .innerJoin(newConcerts, eq(newConcerts.id, concertId))
    .where(withinADayOf)
    .orderBy(sql`${distance}`, pastConcerts.eventDate, pastConcerts.id);
  const linked =
    concert.actualPastConcertId === null
      ? null
      : await findPastConcertOption(db, concert.actualPastConcertId);
  return { concert, candidates, linked };
}

export async function setActualSetlist(tx: Database, concertId: number, pastConcertId: number) {
  await tx
    .update(newConcerts)
    .set({ actualPastConcertId: pastConcertId, updatedAt: sql`now()` })
    .where(eq(newConcerts.id, concertId));
}

/** The tour of the artist's last show before the date: a typed setlist belongs to it. */
async function tourBefore(tx: Database, artistId: number, date: string) {
  const [row] = await tx
    .select({ tourName: pastConcerts.tourName })
    .from(pastConcerts)
    .where(
      and(
        eq(pastConcerts.artistId, artistId),
        lt(pastConcerts.eventDate, date),
        gt(pastConcerts.songCount, 0),
      ),
    )
    .orderBy(desc(pastConcerts.eventDate), desc(pastConcerts.id))
    .limit(1);
  return row?.tourName ?? null;
}

/**
 * Stores a setlist typed in for the concert as a past concert of its artist on its first day, at
 * its venue: a new one, or in place of the songs of the one typed in before (`replace`).
 * Returns its id.
 */
export async function storeEnteredSetlist(
  tx: Database,
  concert: AuditConcert,
  entries: SetlistEntryRecord[],
  replace: number | null,
): Promise<number> {
  const songIds = await upsertSongs(tx, concert.artistId, [{ entries }]);
  const columns = {
    artistId: concert.artistId,
    eventDate: concert.startDate,
    venueName: concert.venueName,
    cityName: concert.cityName,
    countryName: concert.countryName,
    countryCode: concert.countryCode,
    songCount: entries.filter((e) => !e.tape).length,
  };
  let id = replace;
  if (id === null) {
    const tourName = await tourBefore(tx, concert.artistId, concert.startDate);
    const [row] = await tx
      .insert(pastConcerts)
      .values({ ...columns, tourName })
      .returning({ id: pastConcerts.id });
    id = row?.id ?? 0;
  } else {
    await tx
      .update(pastConcerts)
      .set({ ...columns, updatedAt: sql`now()` })
      .where(eq(pastConcerts.id, id));
    await tx.delete(setlistEntries).where(eq(setlistEntries.pastConcertId, id));
  }
  const pastConcertId = id;
  await tx.insert(setlistEntries).values(
    entries.map((entry, index) => ({
      pastConcertId,
      songId: songIds.get(songTitleKey(entry.title)) ?? 0,
      position: index + 1,
      encore: entry.encore,
      tape: entry.tape,
    })),
  );
  // The past-concert reads send the setlist stored ready, as the sync's import keeps it.
  await storeSetlists(tx, [pastConcertId]);
  return pastConcertId;
}
