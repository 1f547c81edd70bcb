import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { songs } from "../../db/schema";
import { type PastConcertRecord, songTitleKey } from "../../integrations/setlistfm/mapping";
import { type ConcertToPredict, targetOf, toPredictionRows } from "./predict-setlist";
import { insertPredictions } from "./predicted-setlists.queries";
import { DEFAULT_MODEL, type PastShow, predictSongs } from "./setlist-model";

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
 * song ids and one insert for every concert. Returns how many concerts got a prediction.
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

  let predicted = 0;
  const predictions = concerts.flatMap((concert) => {
    const history = concert.shows.filter((show) => show.date < concert.startDate);
    const songsOfConcert = predictSongs(history, DEFAULT_MODEL, targetOf(concert)).flatMap(
      (song) => {
        const row = byKey.get(`${concert.artistId}\u0000${song.key}`);
        if (!row) throw new Error(`Song "${song.key}" of artist ${concert.artistId} is not stored`);
        return [
          {
            songId: row.id,
            songTitle: row.title,
            probability: song.probability,
            encore: song.encore,
          },
        ];
      },
    );
    if (songsOfConcert.length > 0) predicted++;
    return toPredictionRows(concert, songsOfConcert);
  });
  await insertPredictions(db, predictions);
  return predicted;
}
