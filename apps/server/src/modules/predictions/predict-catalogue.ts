import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { songs } from "../../db/schema";
import { type PastConcertRecord, songTitleKey } from "../../integrations/setlistfm/mapping";
import { type ConcertToPredict, targetOf, toStoredPrediction } from "./predict-setlist";
import { type StoredPrediction, insertPredictions } from "./predictions.queries";
import { DEFAULT_MODEL, type PastShow, predictSetlist } from "./setlist-model";

/** Past concerts as the model reads them, songs known by their title key. */
export function showsFromRecords(records: PastConcertRecord[]): PastShow<string>[] {
  return records.map((record) => ({
    date: record.eventDate,
    tourName: record.tourName,
    city: record.cityName,
    country: record.countryCode ?? record.countryName,
    songs: record.entries.map((entry) => ({
      key: songTitleKey(entry.title),
      encore: entry.encore,
      tape: entry.tape,
    })),
  }));
}

/**
 * Predicts the setlists of a catalogue being loaded, whose past concerts are still at hand (the
 * demo seed): the same model as the admin's, run on the records in memory, then one query for the
 * song ids and one insert per table for every concert. Returns how many concerts got a prediction.
 */
export async function storeCataloguePredictions(
  db: Database,
  concerts: (ConcertToPredict & { shows: PastShow<string>[] })[],
): Promise<number> {
  const artistIds = [...new Set(concerts.map((c) => c.artistId))];
  if (artistIds.length === 0) return 0;
  const rows = await db
    .select({
      id: songs.id,
      artistId: songs.artistId,
      titleKey: songs.titleKey,
      title: songs.title,
    })
    .from(songs)
    .where(inArray(songs.artistId, artistIds));
  const byKey = new Map(rows.map((row) => [`${row.artistId}\u0000${row.titleKey}`, row]));

  const predictions = concerts.flatMap((concert): StoredPrediction[] => {
    const history = concert.shows.filter((show) => show.date < concert.startDate);
    const prediction = predictSetlist(history, targetOf(concert), DEFAULT_MODEL);
    const stored = toStoredPrediction(concert, prediction, (key) => {
      const row = byKey.get(`${concert.artistId}\u0000${key}`);
      if (!row) throw new Error(`Song "${key}" of artist ${concert.artistId} is not stored`);
      return { songId: row.id, songTitle: row.title };
    });
    return stored ? [stored] : [];
  });
  await insertPredictions(db, predictions);
  return predictions.length;
}
