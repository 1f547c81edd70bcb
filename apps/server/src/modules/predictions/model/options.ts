/**
 * Calibration: p = σ(w · features(song)), a logistic fit over the features below. Fitted by
 * `npm run bench:predict -- --fit` on every complete target of the real corpus
 * (apps/server/scripts/bench/data/real-setlists), over the songs a fan is shown (the predicted
 * songs and their slot alternatives), by Newton's method with an L2 penalty of 1 on the weights
 * other than the intercept. The bench measures it leave-one-artist-out (each artist's
 * probabilities come from a fit on the nine others). Refit whenever the features change.
 */
export const CALIBRATION_FEATURES = [
  "intercept",
  "logit(weighted share)",
  "played at the last show",
  "played at the last show × logit(repeat rate)",
  "logit(artist's repeat rate)",
  "log(1 + shows that played it)",
  "log(1 + days from the last show to the concert / 30)",
] as const;

export const CALIBRATION: readonly number[] = [
  -1.8118, 0.7091, -0.0891, 0.2964, 0.2391, 0.5103, -0.1263,
];

/**
 * The features of a history of at most `fewShowsRead` shows: the repeat rate is the one believed
 * after the corpus's prior (REPEAT_PRIOR), and where a song sits, whether every show read played
 * it and how many shows agree say what a few shows can.
 */
export const FEW_FEATURES = [
  "intercept",
  "logit(weighted share)",
  "played at the last show",
  "played at the last show × logit(believed repeat rate)",
  "logit(believed repeat rate)",
  "log(1 + shows that played it)",
  "log(1 + days from the last show to the concert / 30)",
  "usually in the encore",
  "distance from the middle of the show (0 middle, 1 opener/closer)",
  "played at every show read",
  "played at every show read × log(shows read)",
  "log(shows read)",
] as const;

/** CALIBRATION's counterpart for histories of at most `fewShowsRead` shows (FEW_FEATURES). */
export const FEW_CALIBRATION: readonly number[] = [
  -2.1864, 0.5193, 0.5088, -0.2736, 0.3383, -0.1529, -0.191, -0.5556, 0.598, 0.5098, 0.8111, 0.7871,
];

/**
 * The corpus's repeat behaviour as a Beta prior (mean, strength in songs) on an artist's repeat
 * rate, fitted by the method of moments over the corpus's artists (`bench:predict -- --fit`).
 */
export const REPEAT_PRIOR = { mean: 0.665, strength: 2.71 };

/**
 * The version of the model the server predicts with, stored with each prediction. Raise it with
 * any change that alters a prediction (features, CALIBRATION, the choice of songs, labels): at
 * start-up every unfrozen prediction of an upcoming concert made by an older version is made again.
 */
export const MODEL_VERSION = 2;

export interface ModelOptions {
  /** How many of the most recent non-empty shows are looked at. */
  window: number;
  /** Each older show weighs this much of the next newer one. */
  decay: number;
  /** A show this many days older than the newest one weighs half as much. */
  halfLifeDays: number;
  /** Extra weight of shows of the current tour (the most recent show's tour). */
  tourBoost: number;
  /** Extra weight of shows in the concert's country, when it is known. */
  countryBoost: number;
  /**
   * Extra weight of every other show (the one before the last, and so on) when the artist
   * alternates between two sets, as matinee and evening shows do.
   */
  alternationBoost: number;
  /**
   * A show with fewer songs than this share of the window's median length is taken as
   * incomplete (a list typed from a review that stopped early, a short festival or support set):
   * its songs count as evidence, its length and the songs it lacks do not. 0 turns this off.
   */
  incompleteRatio: number;
  /** Songs in the same place of the show that are rarely played together become one slot. */
  slots: boolean;
  /** An artist who rarely repeats a song at the next show does not get the last show's songs. */
  rotationAware: boolean;
  /** Songs played once in the window, at one city, are not carried to another city. */
  dropOneOffs: boolean;
  /** Weights for CALIBRATION_FEATURES; null leaves the weighted share as the probability. */
  calibration: readonly number[] | null;
  /**
   * Weights used instead of `calibration` when at most `fewShowsRead` shows were read: how much a
   * few shows say is learnt apart from what a long history says.
   */
  fewCalibration: readonly number[] | null;
  fewShowsRead: number;
  /** The prior on the artist's repeat rate the calibration reads (see REPEAT_PRIOR). */
  repeatPrior: { mean: number; strength: number };
  /** The ceiling of a few-shows song's probability from its own shows (see `calibrate`). */
  cap: "none" | "laplace" | "repeat";
  /**
   * With at most this many shows read (and the newest complete, the sets not alternating, the
   * artist not rotating), the songs predicted are the newest show's, all of them, and none of
   * them is dropped as a one-off: so few shows say too little to overrule the last one (0 turns
   * this off). 3 from the few-shows backtest (decision 009): up to 5 also lifted BAND-MAID's k = 5
   * but cost the full corpus 0.001 F1.
   */
  lastShowUpTo: number;
  /**
   * A monotone map of the probability when at most `fewShowsRead` shows were read: steps
   * [from, to] (a probability from `from` on becomes `to`, until the next step), fitted by
   * isotonic regression on the few-shows backtest. null leaves the calibration's probability.
   */
  fewIsotonic: readonly (readonly [number, number])[] | null;
  /** A slot alternative is shown only from this probability on (0 shows every one). */
  minAlternative: number;
  /**
   * Mean probability of the predicted songs at or above which confidence is HIGH / MEDIUM; no
   * HIGH when the last show is more than `staleDays` before the concert or fewer than `fewShows`
   * shows were read (0 turns either off).
   */
  confidence: { high: number; medium: number; staleDays: number; fewShows: number };
}

export const DEFAULT_MODEL: ModelOptions = {
  window: 20,
  decay: 0.9,
  halfLifeDays: 15,
  tourBoost: 3,
  countryBoost: 1,
  alternationBoost: 10,
  incompleteRatio: 0.5,
  slots: true,
  rotationAware: true,
  dropOneOffs: true,
  calibration: CALIBRATION,
  fewCalibration: null,
  fewShowsRead: 5,
  repeatPrior: REPEAT_PRIOR,
  cap: "repeat",
  lastShowUpTo: 3,
  fewIsotonic: null,
  minAlternative: 0.2,
  // From the backtest: mean F1 0.85 for HIGH, 0.74 for MEDIUM, 0.07 for LOW (docs/decisions/009).
  confidence: { high: 0.75, medium: 0.5, staleDays: 365, fewShows: 3 },
};
