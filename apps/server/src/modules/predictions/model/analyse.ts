import { calibrate, logit, throughSteps } from "./calibration";
import { DEFAULT_MODEL, type ModelOptions } from "./options";
import {
  type Weighted,
  alternates,
  daysBetween,
  incompleteShows,
  playedSongs,
  same,
  weightedMedian,
} from "./shows";
import type { Analysis, Candidate, PastShow, PredictionTarget } from "./types";

/** Two songs are one slot when they sit this close (share of the show) … */
const SLOT_DISTANCE = 0.1;
/** … and are played together in at most this share of the shows that played the rarer one. */
const SLOT_OVERLAP = 0.2;
/** … and between them are played at this share of the shows at least. */
const SLOT_COVER = 0.6;
/** Repeat rate (share of a show played again at the next one) of an artist with a fixed set … */
const STABLE_SET = 0.7;
/** … and of one who rotates nearly everything. */
const ROTATING_SET = 0.35;
/** At most this many alternatives are shown for one slot. */
const SLOT_MAX_ALTERNATIVES = 2;

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
  // Empirical Bayes: how artists of the corpus repeat a set, weighed against this artist's own
  // neighbouring shows (two shows that agree 95 % say more than two that agree 50 %).
  const prior = options.repeatPrior;
  const repeatBelief = (repeated + prior.mean * prior.strength) / (compared + prior.strength);
  const currentTourShows = shows.filter((s) => s.show.tourName === currentTour).length;
  const tourChanged = currentTourShows < shows.length && currentTourShows <= 2;
  const gapDays = target.date ? Math.max(0, daysBetween(target.date, newest.date)) : 0;
  const targetCity = target.city?.trim().toLowerCase() ?? null;

  // A few shows are read apart from a long history: features of their own (FEW_FEATURES), a
  // calibration of their own and a ceiling from the artist's believed repeat rate.
  const few = shows.length <= options.fewShowsRead && options.fewCalibration !== null;
  const weights = few ? options.fewCalibration : options.calibration;
  // An artist who rarely repeats a song at the next show will not play the last show's again.
  const rotating = options.rotationAware && repeatRate < ROTATING_SET;
  // A few shows say too little to overrule the last one: its songs, all of them, come first.
  const lastShow =
    shows.length <= options.lastShowUpTo && !incomplete[0] && !alternating && !rotating;
  const candidates: Candidate<K>[] = [];
  for (const s of stats.values()) {
    // A song played once by an artist who mostly repeats the set: a local or improvised one.
    const oneOff =
      s.shows.length === 1 &&
      shows.length >= 3 &&
      repeatRate >= STABLE_SET &&
      // A new tour's first shows are all new songs, not local ones.
      !(tourChanged && s.shows[0]! < currentTourShows);
    const fromLastShow = lastShow && s.shows[0] === 0;
    if (options.dropOneOffs && oneOff && !fromLastShow && targetCity !== [...s.cities][0]) continue;
    const share = Math.min(1, s.weight / (completeWeight + s.exposure || 1));
    const inNewest = s.shows[0] === 0 ? 1 : 0;
    const everyShow = s.shows.length === shows.length ? 1 : 0;
    const encore = s.encoreWeight > s.weight / 2;
    const position = weightedMedian(s.positions.length > 0 ? s.positions : s.partialPositions);
    const candidate = {
      key: s.key,
      share,
      count: s.shows.length,
      encore,
      position,
      features: few
        ? [
            1,
            logit(share),
            inNewest,
            inNewest * logit(repeatBelief),
            logit(repeatBelief),
            Math.log1p(s.shows.length),
            Math.log1p(gapDays / 30),
            encore ? 1 : 0,
            Math.abs(position - 0.5) * 2,
            everyShow,
            everyShow * Math.log(shows.length),
            Math.log(shows.length),
          ]
        : [
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
    candidate.probability = calibrate(candidate, weights, {
      kind: options.cap,
      repeatBelief,
      strength: prior.strength,
    });
    if (options.fewIsotonic && shows.length <= options.fewShowsRead) {
      candidate.probability = throughSteps(candidate.probability, options.fewIsotonic);
    }
    candidates.push(candidate);
  }
  const newestOf = (c: Candidate<K>) => stats.get(c.key)!.shows[0]!;
  candidates.sort(
    (a, b) =>
      (lastShow ? Number(newestOf(a) !== 0) - Number(newestOf(b) !== 0) : 0) ||
      b.share - a.share ||
      newestOf(a) - newestOf(b),
  );

  const length = lastShow
    ? shows[0]!.played.length
    : Math.max(1, Math.round(weightedMedian(lengths)));
  const chosen: Candidate<K>[] = [];
  const alternatives: Candidate<K>[] = [];
  const together = (a: K, b: K) => playedSets.filter((set) => set.has(a) && set.has(b)).length;
  const slotOf = (candidate: Candidate<K>) =>
    chosen.find((main) => {
      if (candidate.count < 2 || main.encore !== candidate.encore) return false;
      if (lastShow && newestOf(candidate) === 0) return false;
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
    repeatBelief,
  };
}
