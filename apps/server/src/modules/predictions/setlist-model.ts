/**
 * The predicted-setlist model: plain statistics over an artist's recent setlists, no external
 * service. Generic over the song identity (a song id from the database, a title key in the
 * backtest) so both run exactly this code. How it was chosen, and every variant tried with its
 * backtest figures: docs/decisions/009-setlist-prediction-model.md (`npm run bench:predict`).
 */
import { analyse } from "./model/analyse";
import { confidenceOf } from "./model/confidence";
import { DEFAULT_MODEL, type ModelOptions } from "./model/options";
import type { PastShow, PredictedSongOf, PredictionTarget, SetlistPrediction } from "./model/types";

export { analyse } from "./model/analyse";
export { calibrate, sigmoid } from "./model/calibration";
export { confidenceOf } from "./model/confidence";
export {
  CALIBRATION,
  CALIBRATION_FEATURES,
  DEFAULT_MODEL,
  FEW_CALIBRATION,
  FEW_FEATURES,
  MODEL_VERSION,
  type ModelOptions,
  REPEAT_PRIOR,
} from "./model/options";
export {
  type PlayedSong,
  alternates,
  incompleteShows,
  playedSongs,
  weightedMedian,
} from "./model/shows";
export type * from "./model/types";

/** The whole prediction: songs with calibrated probabilities and slots, and its confidence. */
export function predictSetlist<K>(
  history: PastShow<K>[],
  target: PredictionTarget = {},
  options: ModelOptions = DEFAULT_MODEL,
): SetlistPrediction<K> | null {
  const analysis = analyse(history, target, options);
  if (!analysis || analysis.chosen.length === 0) return null;
  const songs = analysis.chosen.map((song) => ({
    key: song.key,
    probability: song.probability,
    encore: song.encore,
    slotAlternatives: analysis.alternatives
      // An alternative below the bound is clutter to a fan, not information (decision 009).
      .filter((alt) => alt.slotOf === song.key && alt.probability >= options.minAlternative)
      .map((alt) => ({ key: alt.key, probability: alt.probability })),
  }));
  const mean = songs.reduce((sum, s) => sum + s.probability, 0) / songs.length;
  return {
    songs,
    ...confidenceOf(analysis, mean, options.confidence),
    basedOnShows: analysis.shows,
  };
}

/**
 * Predicts the next show from the artist's history (any order; shows without songs are ignored):
 * the songs most likely to be played, as many as a typical complete show of the window has,
 * ordered by where each usually comes in a show, encores last.
 */
export function predictSongs<K>(
  history: PastShow<K>[],
  options: ModelOptions = DEFAULT_MODEL,
  target: PredictionTarget = {},
): PredictedSongOf<K>[] {
  return predictSetlist(history, target, options)?.songs ?? [];
}
