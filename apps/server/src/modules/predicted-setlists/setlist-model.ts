/**
 * The predicted-setlist model: plain statistics over an artist's recent setlists, no external
 * service. Generic over the song identity (a song id from the database, a title key in the
 * backtest) so both run exactly this code. How it was chosen, and every variant tried with its
 * backtest figures: docs/decisions/009-setlist-prediction-model.md (`npm run bench:predict`).
 */
export interface ShowSong<K> {
  key: K;
  /** 0 for the main set, n for the n-th encore. */
  encore: number;
  tape: boolean;
}

export interface PastShow<K> {
  /** `YYYY-MM-DD` */
  date: string;
  tourName: string | null;
  /** Where it was played; a song heard in one city only is not carried to the next one. */
  city?: string | null;
  /** ISO code or name: shows in the concert's country (the same leg of a tour) weigh more. */
  country?: string | null;
  /** In performance order. */
  songs: ShowSong<K>[];
}

/** The concert being predicted, as far as it is known. */
export interface PredictionTarget {
  /** `YYYY-MM-DD`: how old the evidence will be on the night. */
  date?: string | null;
  city?: string | null;
  country?: string | null;
}

export interface SlotAlternative<K> {
  key: K;
  probability: number;
}

export interface PredictedSongOf<K> {
  key: K;
  /** Calibrated chance that the song is played, 0–1 (see CALIBRATION). */
  probability: number;
  encore: boolean;
  /** Songs that take this place instead on other nights ("A 또는 B"), most likely first. */
  slotAlternatives: SlotAlternative<K>[];
}

export type Confidence = "HIGH" | "MEDIUM" | "LOW";

export interface SetlistPrediction<K> {
  songs: PredictedSongOf<K>[];
  confidence: Confidence;
  /** Why, in Korean, e.g. "같은 투어 최근 5회 기준" or "마지막 공연이 10개월 전". */
  reason: string;
  /** How many past shows the prediction read. */
  basedOnShows: number;
}

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
  -1.49, 0.7604, -0.1255, 0.2083, 0.2164, 0.3903, -0.3059,
];

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
  /** Mean probability of the predicted songs at or above which confidence is HIGH / MEDIUM. */
  confidence: { high: number; medium: number };
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
  // From the backtest: mean F1 0.85 for HIGH, 0.74 for MEDIUM, 0.07 for LOW (docs/decisions/009).
  confidence: { high: 0.75, medium: 0.5 },
};

/** Two songs are one slot when they sit this close (share of the show) … */
const SLOT_DISTANCE = 0.1;
/** … and are played together in at most this share of the shows that played the rarer one. */
const SLOT_OVERLAP = 0.2;
/** How much more alike every other show must be than neighbouring ones to count as alternating. */
const ALTERNATION_MARGIN = 0.1;
/** … and between them are played at this share of the shows at least. */
const SLOT_COVER = 0.6;
/** Repeat rate (share of a show played again at the next one) of an artist with a fixed set … */
const STABLE_SET = 0.7;
/** … and of one who rotates nearly everything. */
const ROTATING_SET = 0.35;
/** At most this many alternatives are shown for one slot. */
const SLOT_MAX_ALTERNATIVES = 2;

const DAY_MS = 86_400_000;
const daysBetween = (later: string, earlier: string) =>
  (Date.parse(later) - Date.parse(earlier)) / DAY_MS;

export interface PlayedSong<K> {
  key: K;
  encore: boolean;
}

/** What a show counts as: tape left out, a song played twice (a reprise) counted once. */
export function playedSongs<K>(show: PastShow<K>): PlayedSong<K>[] {
  const seen = new Set<K>();
  const played: PlayedSong<K>[] = [];
  for (const song of show.songs) {
    if (song.tape || seen.has(song.key)) continue;
    seen.add(song.key);
    played.push({ key: song.key, encore: song.encore > 0 });
  }
  return played;
}

interface Weighted {
  value: number;
  weight: number;
}

/** The value at which half of the total weight is reached (the plain median for equal weights). */
export function weightedMedian(items: Weighted[]): number {
  const sorted = [...items].sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, item) => sum + item.weight, 0);
  let running = 0;
  for (let i = 0; i < sorted.length; i++) {
    const item = sorted[i]!;
    running += item.weight;
    // Exactly half: between this value and the next, as the median of an even count is.
    if (Math.abs(running - total / 2) < 1e-9 && i + 1 < sorted.length) {
      return (item.value + sorted[i + 1]!.value) / 2;
    }
    if (running > total / 2) return item.value;
  }
  return sorted[sorted.length - 1]?.value ?? 0;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const logit = (p: number) => {
  const q = clamp(p, 0.02, 0.98);
  return Math.log(q / (1 - q));
};
export const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * Flags the shows far shorter than the usual long show of the list (its upper quartile), see
 * ModelOptions.incompleteRatio.
 */
export function incompleteShows(lengths: number[], ratio: number): boolean[] {
  if (ratio <= 0 || lengths.length < 2) return lengths.map(() => false);
  const sorted = [...lengths].sort((a, b) => a - b);
  const upper = sorted[Math.ceil(0.75 * (sorted.length - 1))]!;
  return lengths.map((length) => length < ratio * upper);
}

/** One candidate song with the evidence for it, the features its probability is computed from. */
export interface Candidate<K> {
  key: K;
  /** Weighted share of the shows that could have shown it (incomplete shows only where they do). */
  share: number;
  /** How many shows of the window played it. */
  count: number;
  encore: boolean;
  /** Usual place in the show, 0 (opener) – 1 (closer). */
  position: number;
  features: number[];
  /** Its calibrated probability (the share when there is no calibration). */
  probability: number;
  /** Set when the song is shown as an alternative of another one's slot. */
  slotOf: K | null;
}

/** Everything the model worked out; the bench fits the calibration on `candidates`. */
export interface Analysis<K> {
  shows: number;
  /** Every song the model considered, most likely first. */
  candidates: Candidate<K>[];
  /** The predicted songs, in order. */
  chosen: Candidate<K>[];
  /** Songs shown as another one's slot alternative. */
  alternatives: Candidate<K>[];
  currentTourShows: number;
  tourChanged: boolean;
  gapDays: number;
  repeatRate: number;
}

interface SongStats<K> {
  key: K;
  weight: number;
  /** Weight of the shows whose absence of the song says something (complete ones + where played). */
  exposure: number;
  encoreWeight: number;
  positions: Weighted[];
  /** Its places in incomplete lists, used only for a song known from nothing else. */
  partialPositions: Weighted[];
  /** Indexes (0 = newest) of the shows that played it. */
  shows: number[];
  cities: Set<string>;
}

const jaccard = <K>(a: Set<K>, b: Set<K>) => {
  const common = [...a].filter((key) => b.has(key)).length;
  return common / (a.size + b.size - common || 1);
};

/**
 * Whether the shows alternate between two sets: each is clearly more like the show two before it
 * than like the one just before it (over at least two complete triples).
 */
export function alternates<K>(sets: Set<K>[], incomplete: boolean[]): boolean {
  let next = 0;
  let afterNext = 0;
  let n = 0;
  for (let i = 0; i + 2 < sets.length; i++) {
    if (incomplete[i] || incomplete[i + 1] || incomplete[i + 2]) continue;
    next += jaccard(sets[i]!, sets[i + 1]!);
    afterNext += jaccard(sets[i]!, sets[i + 2]!);
    n++;
  }
  return n >= 2 && (afterNext - next) / n > ALTERNATION_MARGIN;
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** A candidate's calibrated probability: never more certain than its number of shows allows. */
export function calibrate(
  candidate: Pick<Candidate<unknown>, "features" | "count" | "share">,
  weights: readonly number[] | null,
): number {
  if (!weights) return candidate.share;
  const z = candidate.features.reduce((sum, x, i) => sum + x * (weights[i] ?? 0), 0);
  // Laplace's rule of succession as a ceiling: one show can never make a song certain.
  return Math.min(sigmoid(z), (candidate.count + 1) / (candidate.count + 2));
}

/** Reads the history and chooses the songs; probabilities are calibrated (see CALIBRATION). */
export function analyse<K>(
  history: PastShow<K>[],
  target: PredictionTarget = {},
  options: ModelOptions = DEFAULT_MODEL,
): Analysis<K> | null {
  const shows = history
    .map((show) => ({ show, played: playedSongs(show) }))
    .filter((s) => s.played.length > 0)
    // Newest first; shows of one date keep the order they were given in.
    .sort((a, b) => b.show.date.localeCompare(a.show.date))
    .slice(0, options.window);
  if (shows.length === 0) return null;

  const newest = shows[0]!.show;
  const currentTour = newest.tourName;
  const incomplete = incompleteShows(
    shows.map((s) => s.played.length),
    options.incompleteRatio,
  );
  const stats = new Map<K, SongStats<K>>();
  const lengths: Weighted[] = [];
  let completeWeight = 0;
  const playedSets = shows.map(({ played }) => new Set(played.map((song) => song.key)));
  const alternating = alternates(playedSets, incomplete);
  shows.forEach(({ show, played }, age) => {
    const onTour = show.tourName === currentTour;
    const weight =
      options.decay ** age *
      0.5 ** (daysBetween(newest.date, show.date) / options.halfLifeDays) *
      (onTour ? options.tourBoost : 1) *
      (same(show.country, target.country) ? options.countryBoost : 1) *
      // Alternating sets (matinee / evening): the next show is like the one before the last.
      (alternating && age % 2 === 1 ? options.alternationBoost : 1);
    if (!incomplete[age]) {
      completeWeight += weight;
      lengths.push({ value: played.length, weight });
    }
    played.forEach((song, index) => {
      const entry: SongStats<K> = stats.get(song.key) ?? {
        key: song.key,
        weight: 0,
        exposure: 0,
        encoreWeight: 0,
        positions: [],
        partialPositions: [],
        shows: [],
        cities: new Set(),
      };
      entry.weight += weight;
      if (incomplete[age]) entry.exposure += weight;
      if (song.encore) entry.encoreWeight += weight;
      // A list that stops early says where a song starts, not where it sits in the whole show.
      const position = { value: (index + 0.5) / played.length, weight };
      if (incomplete[age]) entry.partialPositions.push(position);
      else entry.positions.push(position);
      entry.shows.push(age);
      entry.cities.add((show.city ?? "").trim().toLowerCase());
      stats.set(song.key, entry);
    });
  });
  if (lengths.length === 0) {
    shows.forEach(({ played }) => lengths.push({ value: played.length, weight: 1 }));
  }

  // How much of a show the artist repeats at the next one (complete neighbours only).
  let repeated = 0;
  let compared = 0;
  for (let i = 0; i + 1 < shows.length; i++) {
    if (incomplete[i] || incomplete[i + 1]) continue;
    const newer = playedSets[i]!;
    repeated += [...newer].filter((key) => playedSets[i + 1]!.has(key)).length;
    compared += newer.size;
  }
  const repeatRate = (repeated + 0.5 * 4) / (compared + 4);
  const currentTourShows = shows.filter((s) => s.show.tourName === currentTour).length;
  const tourChanged = currentTourShows < shows.length && currentTourShows <= 2;
  const gapDays = target.date ? Math.max(0, daysBetween(target.date, newest.date)) : 0;
  const targetCity = target.city?.trim().toLowerCase() ?? null;

  const candidates: Candidate<K>[] = [];
  for (const s of stats.values()) {
    // A song played once by an artist who mostly repeats the set: a local or improvised one.
    const oneOff =
      s.shows.length === 1 &&
      shows.length >= 3 &&
      repeatRate >= STABLE_SET &&
      // A new tour's first shows are all new songs, not local ones.
      !(tourChanged && s.shows[0]! < currentTourShows);
    if (options.dropOneOffs && oneOff && targetCity !== [...s.cities][0]) continue;
    const share = Math.min(1, s.weight / (completeWeight + s.exposure || 1));
    const inNewest = s.shows[0] === 0 ? 1 : 0;
    const candidate = {
      key: s.key,
      share,
      count: s.shows.length,
      encore: s.encoreWeight > s.weight / 2,
      position: weightedMedian(s.positions.length > 0 ? s.positions : s.partialPositions),
      features: [
        1,
        logit(share),
        inNewest,
        inNewest * logit(repeatRate),
        logit(repeatRate),
        Math.log1p(s.shows.length),
        Math.log1p(gapDays / 30),
      ],
      probability: 0,
      slotOf: null,
    };
    candidate.probability = calibrate(candidate, options.calibration);
    candidates.push(candidate);
  }
  const newestOf = (c: Candidate<K>) => stats.get(c.key)!.shows[0]!;
  candidates.sort((a, b) => b.share - a.share || newestOf(a) - newestOf(b));

  const length = Math.max(1, Math.round(weightedMedian(lengths)));
  const chosen: Candidate<K>[] = [];
  const alternatives: Candidate<K>[] = [];
  const together = (a: K, b: K) => playedSets.filter((set) => set.has(a) && set.has(b)).length;
  const slotOf = (candidate: Candidate<K>) =>
    chosen.find((main) => {
      if (candidate.count < 2 || main.encore !== candidate.encore) return false;
      // Between them they fill the place at most shows.
      if (main.count + candidate.count < SLOT_COVER * shows.length) return false;
      if (Math.abs(main.position - candidate.position) > SLOT_DISTANCE) return false;
      if (alternatives.filter((alt) => alt.slotOf === main.key).length >= SLOT_MAX_ALTERNATIVES) {
        return false;
      }
      return (
        together(main.key, candidate.key) <= SLOT_OVERLAP * Math.min(main.count, candidate.count)
      );
    });
  // An artist who rarely repeats a song at the next show will not play the last show's again.
  const rotating = options.rotationAware && repeatRate < ROTATING_SET;
  for (const candidate of candidates) {
    const main = options.slots ? slotOf(candidate) : undefined;
    if (main) {
      candidate.slotOf = main.key;
      alternatives.push(candidate);
    } else if (chosen.length < length && !(rotating && newestOf(candidate) === 0)) {
      chosen.push(candidate);
    }
  }

  chosen.sort(
    (a, b) => Number(a.encore) - Number(b.encore) || a.position - b.position || b.share - a.share,
  );
  return {
    shows: shows.length,
    candidates,
    chosen,
    alternatives,
    currentTourShows,
    tourChanged,
    gapDays,
    repeatRate,
  };
}

const MONTH_DAYS = 30.4;

/** The confidence label and its reason from the analysis and the songs' mean probability. */
export function confidenceOf<K>(
  analysis: Analysis<K>,
  meanProbability: number,
  thresholds: ModelOptions["confidence"],
): { confidence: Confidence; reason: string } {
  const confidence: Confidence =
    meanProbability >= thresholds.high
      ? "HIGH"
      : meanProbability >= thresholds.medium
        ? "MEDIUM"
        : "LOW";
  const months = Math.round(analysis.gapDays / MONTH_DAYS);
  let reason: string;
  if (months >= 3) reason = `마지막 공연이 ${months}개월 전`;
  else if (analysis.tourChanged) reason = `새 투어 ${analysis.currentTourShows}회 기준`;
  else if (analysis.repeatRate < 0.35) reason = "공연마다 곡이 크게 바뀜";
  else if (analysis.currentTourShows === analysis.shows) {
    reason = `같은 투어 최근 ${analysis.currentTourShows}회 기준`;
  } else reason = `최근 ${analysis.shows}회 기준`;
  return { confidence, reason };
}

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
      .filter((alt) => alt.slotOf === song.key)
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
