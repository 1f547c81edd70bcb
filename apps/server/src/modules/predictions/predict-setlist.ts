import type { PredictedSong } from "@naehan/contract";
import type { Database } from "../../db/client";
import { todayInSeoul } from "../../lib/dates";
import { conflict, invalidFields, notFound } from "../../lib/http/errors";
import { artistExists } from "../artists/artists.queries";
import { listPredictedSetlist } from "./predicted-setlist.queries";
import { presentPredictedSong } from "./predictions.presenter";
import {
  type PredictionRow,
  type StoredPrediction,
  hasStoredPrediction,
  lockConcert,
  outdatedPredictionConcertIds,
  recentShows,
  replacePrediction,
  upcomingConcertIds,
} from "./predictions.queries";
import {
  DEFAULT_MODEL,
  type PredictionTarget,
  type SetlistPrediction,
  predictSetlist as predictFromHistory,
} from "./setlist-model";

/** A YouTube search for "artist song": always finds something, never a dead video link. */
export function youtubeSearchUrl(artistName: string, songTitle: string): string {
  const query = new URLSearchParams({ search_query: `${artistName} ${songTitle}` });
  return `https://www.youtube.com/results?${query.toString()}`;
}

export interface ConcertToPredict {
  id: number;
  artistId: number;
  artistName: string;
  /** `YYYY-MM-DD`: only shows before it are learnt from. */
  startDate: string;
  /** Where it is played: a song heard only in another city is not carried here. */
  cityName?: string | null;
  countryCode?: string | null;
}

/** What the model is told about the concert it predicts. */
export function targetOf(concert: ConcertToPredict): PredictionTarget {
  return {
    date: concert.startDate,
    city: concert.cityName ?? null,
    country: concert.countryCode ?? null,
  };
}

/**
 * The model's prediction as stored rows: songs in order with their position, video link and
 * slot alternatives. `songOf` names a song key as a stored song; null when the model had nothing.
 */
export function toStoredPrediction<K>(
  concert: Pick<ConcertToPredict, "id" | "artistName">,
  prediction: SetlistPrediction<K> | null,
  songOf: (key: K) => { songId: number; songTitle: string },
): StoredPrediction | null {
  if (!prediction || prediction.songs.length === 0) return null;
  const songs: PredictionRow[] = prediction.songs.map((song, index) => {
    const { songId, songTitle } = songOf(song.key);
    return {
      newConcertId: concert.id,
      songId,
      songTitle,
      position: index + 1,
      encore: song.encore,
      probability: song.probability,
      ytLink: youtubeSearchUrl(concert.artistName, songTitle),
      slotAlternatives: song.slotAlternatives.map((alt) => ({
        ...songOf(alt.key),
        probability: alt.probability,
      })),
    };
  });
  return {
    newConcertId: concert.id,
    confidence: prediction.confidence,
    reason: prediction.reason,
    basedOnShows: prediction.basedOnShows,
    songs,
  };
}

/**
 * The concert's prediction from the artist's shows before it, never from its own show (a first
 * prediction may be asked for after it is linked); stores nothing.
 */
async function computePrediction(
  db: Database,
  concert: ConcertToPredict & { actualPastConcertId: number | null },
) {
  const history = await recentShows(
    db,
    concert.artistId,
    concert.startDate,
    DEFAULT_MODEL.window,
    concert.actualPastConcertId,
  );
  const prediction = predictFromHistory(history.shows, targetOf(concert), DEFAULT_MODEL);
  return toStoredPrediction(concert, prediction, (songId) => ({
    songId,
    songTitle: history.titles.get(songId) ?? "",
  }));
}

type LockedConcert = NonNullable<Awaited<ReturnType<typeof lockConcert>>>;

/**
 * Why the concert's stored prediction may no longer change, or null while it may: a prediction is
 * kept as it was shown from the day of the show on, and once the actual setlist is known. A
 * concert without a prediction can always get its first.
 */
async function frozenBecause(tx: Database, concert: LockedConcert): Promise<string | null> {
  const showStarted = concert.startDate <= todayInSeoul();
  if (!showStarted && concert.actualPastConcertId === null) return null;
  if (!(await hasStoredPrediction(tx, concert.id))) return null;
  return concert.actualPastConcertId !== null
    ? "실제 셋리스트가 연결된 공연의 예상 셋리스트는 다시 만들 수 없습니다. 공연 전에 보여 준 예측을 그대로 보관합니다."
    : "공연 당일부터는 예상 셋리스트를 다시 만들 수 없습니다. 공연 전에 보여 준 예측을 그대로 보관합니다.";
}

/**
 * Predicts the concert's setlist and stores it in place of the previous prediction, all in one
 * transaction holding the concert's lock. 404 for an unknown concert or artist, 422 for a concert
 * of another artist or an artist without setlists to learn from (the old prediction then stays),
 * 409 once the prediction is frozen.
 */
export function predictSetlist(
  db: Database,
  artistId: number,
  concertId: number,
): Promise<PredictedSong[]> {
  return db.transaction(async (tx) => {
    const concert = await lockConcert(tx, concertId);
    if (!concert) throw notFound("concert");
    if (concert.artistId !== artistId) {
      if (!(await artistExists(tx, artistId))) throw notFound("artist");
      throw invalidFields({ newConcertId: "선택한 아티스트의 공연이 아닙니다." });
    }
    const frozen = await frozenBecause(tx, concert);
    if (frozen) throw conflict(frozen);
    const prediction = await computePrediction(tx, concert);
    if (!prediction) {
      throw invalidFields({
        newConcertId:
          "이 공연 전에 셋리스트가 있는 지난 공연이 없어 예상 셋리스트를 만들 수 없습니다. 먼저 setlist.fm 데이터를 동기화하세요.",
      });
    }
    await replacePrediction(tx, prediction);
    return (await listPredictedSetlist(tx, concertId)).map(presentPredictedSong);
  });
}

/**
 * Makes the predictions of the artist's concerts still to come afresh (after new shows were
 * synced), each under its concert's lock; a concert that became frozen meanwhile, or has nothing
 * to learn from, keeps what it has. Returns how many were made.
 */
export async function refreshUpcomingPredictions(db: Database, artistId: number): Promise<number> {
  let made = 0;
  for (const id of await upcomingConcertIds(db, artistId, todayInSeoul())) {
    const stored = await db.transaction(async (tx) => {
      const concert = await lockConcert(tx, id);
      if (!concert || concert.artistId !== artistId || (await frozenBecause(tx, concert))) {
        return false;
      }
      const prediction = await computePrediction(tx, concert);
      if (prediction) await replacePrediction(tx, prediction);
      return prediction !== null;
    });
    if (stored) made++;
  }
  return made;
}

/**
 * Makes again, with today's model, every stored prediction of an upcoming concert that an older
 * model version made (run at start-up, so a new model reaches an existing database). Each is
 * remade under its concert's lock; one that became frozen meanwhile (the show's day came, or its
 * actual setlist was linked) is kept as it was shown. A concert whose artist has nothing to learn
 * from any more keeps its prediction. Returns how many were made again.
 */
export async function remakeOutdatedPredictions(db: Database): Promise<number> {
  let made = 0;
  for (const id of await outdatedPredictionConcertIds(db, todayInSeoul())) {
    const stored = await db.transaction(async (tx) => {
      const concert = await lockConcert(tx, id);
      if (!concert || (await frozenBecause(tx, concert))) return false;
      const prediction = await computePrediction(tx, concert);
      if (prediction) await replacePrediction(tx, prediction);
      return prediction !== null;
    });
    if (stored) made++;
  }
  return made;
}
