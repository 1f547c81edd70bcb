import {
  type PredictedSong,
  concertDetail,
  pastConcertList,
  predictedSetlist,
} from "@naehan/contract";
import { addDays, todayInSeoul } from "../lib/dates";
import { type TestApp, expectBody } from "./app";
import { buildArtist, buildConcert, buildPastConcerts, pastConcertRecord } from "./factories";

/** `YYYY-MM-DD`, `offset` days from today in Seoul. */
export const day = (offset: number) => addDays(todayInSeoul(), offset);

export const MAIN = ["Alpha", "Bravo", "Charlie", "Delta", "Echo"];
export const ENCORE = ["Finale"];

export const titlesOf = (songs: PredictedSong[]) => songs.map((s) => s.songTitle);

/**
 * The calls of the prediction tests: predict and link or type in an actual setlist as the admin
 * (`token`), read the concert and its predicted setlist as a fan. Given a getter, so a test file
 * can take them at load time and build its app in `beforeAll`.
 */
export function predictionCalls(session: () => { t: TestApp; token: string }) {
  const app = () => session().t;
  const token = () => session().token;
  const predictCall = (artistId: number, concertId: number) =>
    app().request(`/api/admin/artists/${artistId}/predict-setlist?newConcertId=${concertId}`, {
      method: "POST",
      token: token(),
    });
  return {
    predictCall,
    predict: async (artistId: number, concertId: number) =>
      expectBody(await predictCall(artistId, concertId), predictedSetlist),
    detail: async (concertId: number) =>
      expectBody(await app().request(`/api/new-concerts/${concertId}`), concertDetail),
    shownSetlist: async (concertId: number) =>
      expectBody(
        await app().request(`/api/new-concerts/${concertId}/predicted-setlist`),
        predictedSetlist,
      ),
    pastConcertsOf: async (artistId: number) =>
      expectBody(await app().request(`/api/artists/${artistId}/past-concerts`), pastConcertList),
    linkCall: (concertId: number, pastConcertId: number | string) =>
      app().request(`/api/admin/new-concerts/${concertId}/actual-setlist`, {
        method: "PUT",
        token: token(),
        json: { pastConcertId },
      }),
    enterCall: (concertId: number, songs: unknown) =>
      app().request(`/api/admin/new-concerts/${concertId}/actual-setlist/songs`, {
        method: "PUT",
        token: token(),
        json: { songs },
      }),
    concertOn: (artistId: number, start: string, end = start) =>
      buildConcert(app().db.db, { artistId, startDate: start, endDate: end }),
    /** An artist with three identical shows in the last weeks (MAIN, then ENCORE). */
    artistWithShows: async () => {
      const artist = await buildArtist(app().db.db);
      await buildPastConcerts(
        app().db.db,
        artist.id,
        [day(-40), day(-37), day(-34)].map((date) =>
          pastConcertRecord(date, [...MAIN, ...ENCORE.map((title) => ({ title, encore: 1 }))]),
        ),
      );
      return artist;
    },
  };
}
