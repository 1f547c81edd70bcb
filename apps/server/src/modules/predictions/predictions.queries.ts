import { and, asc, desc, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  artists,
  concertPredictions,
  newConcerts,
  pastConcerts,
  predictedSetlistEntries,
  predictedSlotAlternatives,
  setlistEntries,
  songs,
} from "../../db/schema";
import { type Confidence, MODEL_VERSION, type PastShow } from "./setlist-model";

/** The concert a prediction is made for, locked until the transaction ends: two predictions of
 * one concert then run one after the other instead of colliding on its positions. */
export async function lockConcert(tx: Database, concertId: number) {
  const [row] = await tx
    .select({
      id: newConcerts.id,
      artistId: newConcerts.artistId,
      startDate: newConcerts.startDate,
      endDate: newConcerts.endDate,
      cityName: newConcerts.cityName,
      countryCode: newConcerts.countryCode,
      actualPastConcertId: newConcerts.actualPastConcertId,
      artistName: artists.name,
    })
    .from(newConcerts)
    .innerJoin(artists, eq(artists.id, newConcerts.artistId))
    .where(eq(newConcerts.id, concertId))
    .for("update", { of: newConcerts });
  return row ?? null;
}

/**
 * Whether the concert has a stored prediction. Asked after its lock is held, in a statement of
 * its own: a row joined to the locked one could be read as it was before the wait.
 */
export async function hasStoredPrediction(tx: Database, concertId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: concertPredictions.newConcertId })
    .from(concertPredictions)
    .where(eq(concertPredictions.newConcertId, concertId));
  return row !== undefined;
}

/** The artist's concerts still to come (after `today`) without an actual setlist, by id. */
export async function upcomingConcertIds(
  db: Database,
  artistId: number,
  today: string,
): Promise<number[]> {
  const rows = await db
    .select({ id: newConcerts.id })
    .from(newConcerts)
    .where(
      and(
        eq(newConcerts.artistId, artistId),
        gt(newConcerts.startDate, today),
        isNull(newConcerts.actualPastConcertId),
      ),
    )
    .orderBy(asc(newConcerts.id));
  return rows.map((row) => row.id);
}

/**
 * Concerts still to come (after `today`) without an actual setlist whose stored prediction was
 * made by another model version than today's, by id.
 */
export async function outdatedPredictionConcertIds(db: Database, today: string): Promise<number[]> {
  const rows = await db
    .select({ id: newConcerts.id })
    .from(newConcerts)
    .innerJoin(concertPredictions, eq(concertPredictions.newConcertId, newConcerts.id))
    .where(
      and(
        gt(newConcerts.startDate, today),
        isNull(newConcerts.actualPastConcertId),
        ne(concertPredictions.modelVersion, MODEL_VERSION),
      ),
    )
    .orderBy(asc(newConcerts.id));
  return rows.map((row) => row.id);
}

interface ShowSongRow {
  songId: number;
  title: string;
  encore: number;
  tape: boolean;
}

export interface RecentShows {
  shows: PastShow<number>[];
  titles: Map<number, string>;
}

/**
 * The artist's most recent shows with songs before a date, newest first, each with its setlist in
 * order: one query, the setlists aggregated in SQL. The shows are picked first (by
 * past_concerts_artist_date_idx), then joined to their entries and songs once. `except` leaves
 * out one show: the concert's own, when it is already known (it may be dated the day before).
 */
export async function recentShows(
  db: Database,
  artistId: number,
  before: string,
  limit: number,
  except: number | null = null,
): Promise<RecentShows> {
  const recent = db.$with("recent").as(
    db
      .select({
        id: pastConcerts.id,
        date: pastConcerts.eventDate,
        tourName: pastConcerts.tourName,
        city: pastConcerts.cityName,
        country: sql<string>`coalesce(${pastConcerts.countryCode}, ${pastConcerts.countryName})`.as(
          "country",
        ),
      })
      .from(pastConcerts)
      .where(
        and(
          eq(pastConcerts.artistId, artistId),
          lt(pastConcerts.eventDate, before),
          gt(pastConcerts.songCount, 0),
          except === null ? undefined : ne(pastConcerts.id, except),
        ),
      )
      .orderBy(desc(pastConcerts.eventDate), desc(pastConcerts.id))
      .limit(limit),
  );
  const setlist = sql<ShowSongRow[]>`json_agg(json_build_object(
    'songId', ${setlistEntries.songId}, 'title', ${songs.title},
    'encore', ${setlistEntries.encore}, 'tape', ${setlistEntries.tape}
  ) order by ${setlistEntries.position})`;
  const rows = await db
    .with(recent)
    .select({
      date: recent.date,
      tourName: recent.tourName,
      city: recent.city,
      country: recent.country,
      setlist,
    })
    .from(recent)
    .innerJoin(setlistEntries, eq(setlistEntries.pastConcertId, recent.id))
    .innerJoin(songs, eq(songs.id, setlistEntries.songId))
    .groupBy(recent.id, recent.date, recent.tourName, recent.city, recent.country)
    .orderBy(desc(recent.date), desc(recent.id));

  const titles = new Map<number, string>();
  const shows = rows.map((row) => ({
    date: row.date,
    tourName: row.tourName,
    city: row.city,
    country: row.country,
    songs: row.setlist.map((song) => {
      titles.set(song.songId, song.title);
      return { key: song.songId, encore: song.encore, tape: song.tape };
    }),
  }));
  return { shows, titles };
}

export interface PredictionRow {
  newConcertId: number;
  songId: number;
  songTitle: string;
  position: number;
  encore: boolean;
  probability: number;
  ytLink: string | null;
  /** Other songs of the same place, most likely first. */
  slotAlternatives: { songId: number; songTitle: string; probability: number }[];
}

/** A concert's prediction as stored: its songs and what it says about itself. */
export interface StoredPrediction {
  newConcertId: number;
  confidence: Confidence;
  reason: string;
  basedOnShows: number;
  songs: PredictionRow[];
}

/**
 * Stores the predictions of any number of concerts (none of which has one yet) in three
 * statements: what each says about itself, its songs, and their slot alternatives.
 */
export async function insertPredictions(db: Database, predictions: StoredPrediction[]) {
  const made = predictions.filter((p) => p.songs.length > 0);
  if (made.length === 0) return;
  await db.insert(concertPredictions).values(
    made.map((p) => ({
      newConcertId: p.newConcertId,
      confidence: p.confidence,
      reason: p.reason,
      basedOnShows: p.basedOnShows,
      modelVersion: MODEL_VERSION,
    })),
  );
  const rows = made.flatMap((p) => p.songs);
  const entries = await db
    .insert(predictedSetlistEntries)
    .values(
      rows.map((row) => ({
        newConcertId: row.newConcertId,
        songId: row.songId,
        position: row.position,
        encore: row.encore,
        probability: row.probability,
        ytLink: row.ytLink,
      })),
    )
    .returning({
      id: predictedSetlistEntries.id,
      newConcertId: predictedSetlistEntries.newConcertId,
      position: predictedSetlistEntries.position,
    });
  const entryId = new Map(entries.map((e) => [`${e.newConcertId}:${e.position}`, e.id]));
  const alternatives = rows.flatMap((row) =>
    row.slotAlternatives.map((alt, index) => ({
      entryId: entryId.get(`${row.newConcertId}:${row.position}`) ?? 0,
      songId: alt.songId,
      rank: index + 1,
      probability: alt.probability,
    })),
  );
  if (alternatives.length > 0) await db.insert(predictedSlotAlternatives).values(alternatives);
}

/** Replaces the concert's stored prediction (call inside the transaction holding its lock). */
export async function replacePrediction(tx: Database, prediction: StoredPrediction) {
  await tx
    .delete(predictedSetlistEntries)
    .where(eq(predictedSetlistEntries.newConcertId, prediction.newConcertId));
  await tx
    .delete(concertPredictions)
    .where(eq(concertPredictions.newConcertId, prediction.newConcertId));
  await insertPredictions(tx, [prediction]);
}
