import type { PredictedSong } from "@naehan/contract";
import type { Database } from "../../db/client";
import { invalidFields, notFound } from "../../lib/errors";
import { parseId } from "../../lib/http";
import { presentPredictedSong } from "../concerts/concerts.presenter";
import {
  type PredictionRow,
  artistExists,
  lockConcert,
  recentShows,
  replacePrediction,
} from "./predicted-setlists.queries";
import { DEFAULT_MODEL, type PredictionTarget, predictSongs } from "./setlist-model";

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

/** The model's songs, in order, as stored rows with their position and video link. */
export function toPredictionRows(
  concert: Pick<ConcertToPredict, "id" | "artistName">,
  songs: { songId: number; songTitle: string; probability: number; encore: boolean }[],
): PredictionRow[] {
  return songs.map((song, index) => ({
    ...song,
    newConcertId: concert.id,
    position: index + 1,
    ytLink: youtubeSearchUrl(concert.artistName, song.songTitle),
  }));
}

/** What the model is told about the concert it predicts. */
export function targetOf(concert: ConcertToPredict): PredictionTarget {
  return {
    date: concert.startDate,
    city: concert.cityName ?? null,
    country: concert.countryCode ?? null,
  };
}

/** The concert's predicted setlist from the artist's shows before it; stores nothing. */
async function computePrediction(db: Database, concert: ConcertToPredict) {
  const history = await recentShows(db, concert.artistId, concert.startDate, DEFAULT_MODEL.window);
  const songs = predictSongs(history.shows, DEFAULT_MODEL, targetOf(concert)).map((song) => ({
    songId: song.key,
    songTitle: history.titles.get(song.key) ?? "",
    probability: song.probability,
    encore: song.encore,
  }));
  return toPredictionRows(concert, songs);
}

/**
 * Predicts the concert's setlist and stores it in place of the previous prediction, all in one
 * transaction. 404 for an unknown concert or artist, 422 for a concert of another artist or an
 * artist without setlists to learn from (the old prediction then stays).
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
    const rows = await computePrediction(tx, concert);
    if (rows.length === 0) {
      throw invalidFields({
        newConcertId:
          "이 공연 전에 셋리스트가 있는 지난 공연이 없어 예상 셋리스트를 만들 수 없습니다. 먼저 setlist.fm 데이터를 동기화하세요.",
      });
    }
    await replacePrediction(tx, concertId, rows);
    return rows.map(presentPredictedSong);
  });
}

/**
 * `POST /api/admin/artists/{artistId}/predict-setlist?newConcertId=` from its raw parameters:
 * a missing `newConcertId` is 422, ids that cannot exist are 404.
 */
export async function predictSetlistFromRequest(
  db: Database,
  rawArtistId: string | undefined,
  rawConcertId: string | undefined,
): Promise<PredictedSong[]> {
  if (rawConcertId === undefined || rawConcertId.trim() === "") {
    throw invalidFields({ newConcertId: "예상 셋리스트를 만들 공연을 선택하세요." });
  }
  return predictSetlist(
    db,
    parseId(rawArtistId, "artist"),
    parseId(rawConcertId.trim(), "concert"),
  );
}
