/**
 * The real-setlist backtest of `npm run bench:predict`: loads data/real-setlists through the
 * setlist.fm mapping, predicts every show from the shows before it and scores the model and the
 * two baselines. Pure functions; the script prints what they return.
 */
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { asArray, mapSetlist, songTitleKey } from "../../src/integrations/setlistfm/mapping";
import type { SetlistFmPage } from "../../src/integrations/setlistfm/types";
import { showsFromRecords } from "../../src/modules/predictions/predict-catalogue";
import {
  type Confidence,
  type ModelOptions,
  type PastShow,
  analyse,
  incompleteShows,
  playedSongs,
  predictSetlist,
  sigmoid,
  weightedMedian,
} from "../../src/modules/predictions/setlist-model";
import { score, spearman } from "./backtest";

export interface CorpusShow {
  show: PastShow<string>;
  /** Flagged by the corpus (`info` starting with "Incomplete"); the model never sees this. */
  incomplete: boolean;
}

export interface CorpusArtist {
  slug: string;
  name: string;
  /** Oldest first; shows of one date in the order they were played. */
  shows: CorpusShow[];
  /** Every spelling met, by title key. */
  spellings: Map<string, Set<string>>;
}

export async function loadCorpus(dir: string): Promise<CorpusArtist[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith(".json")).sort();
  const artists: CorpusArtist[] = [];
  for (const file of files) {
    const page = JSON.parse(await readFile(join(dir, file), "utf8")) as SetlistFmPage;
    const setlists = asArray(page.setlist);
    // Newest first, as setlist.fm answers: reversed, the file's order breaks ties of one date.
    const records = setlists.flatMap((s) => mapSetlist(s) ?? []).reverse();
    const shows = showsFromRecords(records).map((show, i) => ({
      show,
      incomplete: /^incomplete/i.test(records[i]!.info ?? ""),
    }));
    const spellings = new Map<string, Set<string>>();
    for (const record of records) {
      for (const entry of record.entries) {
        const key = songTitleKey(entry.title);
        spellings.set(key, (spellings.get(key) ?? new Set()).add(entry.title));
      }
    }
    artists.push({
      slug: file.replace(/\.json$/, ""),
      name: setlists[0]?.artist?.name ?? file,
      shows,
      spellings,
    });
  }
  return artists;
}

/** One show to predict, with everything before it. */
export interface Target {
  artist: string;
  history: PastShow<string>[];
  show: PastShow<string>;
  incomplete: boolean;
  actual: string[];
  /** How much its songs count in the calibration fit (few-shows targets share one whole weight). */
  weight?: number;
}

export function targetsOf(artists: CorpusArtist[]): Target[] {
  return artists.flatMap((artist) =>
    artist.shows.flatMap(({ show, incomplete }, i) => {
      // Newest first, so that shows of one date keep the order they were played in.
      const history = artist.shows
        .slice(0, i)
        .map((s) => s.show)
        .reverse();
      const actual = playedSongs(show).map((s) => s.key);
      if (actual.length === 0 || !history.some((h) => playedSongs(h).length > 0)) return [];
      return [{ artist: artist.name, history, show, incomplete, actual }];
    }),
  );
}

/** A prediction as a fan sees it: songs in order, and every song shown with its probability. */
export interface Prediction {
  songs: string[];
  shown: { key: string; probability: number; alternative?: boolean }[];
  confidence: Confidence | null;
}

export type Predictor = (target: Target) => Prediction;

export const copyPrevious: Predictor = ({ history }) => {
  const previous = history.find((show) => playedSongs(show).length > 0)!;
  const songs = playedSongs(previous).map((s) => s.key);
  return { songs, shown: songs.map((key) => ({ key, probability: 1 })), confidence: null };
};

/** The songs played at the most earlier shows, as many as the median show, in their usual order. */
export const mostPlayed: Predictor = ({ history }) => {
  const shows = history.map(playedSongs).filter((p) => p.length > 0);
  const counts = new Map<string, { count: number; positions: number[] }>();
  for (const played of shows) {
    played.forEach((song, i) => {
      const entry = counts.get(song.key) ?? { count: 0, positions: [] };
      entry.count++;
      entry.positions.push((i + 0.5) / played.length);
      counts.set(song.key, entry);
    });
  }
  const length = Math.round(weightedMedian(shows.map((p) => ({ value: p.length, weight: 1 }))));
  const top = [...counts.entries()].sort((a, b) => b[1].count - a[1].count).slice(0, length);
  const median = (values: number[]) =>
    weightedMedian(values.map((value) => ({ value, weight: 1 })));
  top.sort((a, b) => median(a[1].positions) - median(b[1].positions));
  return {
    songs: top.map(([key]) => key),
    shown: top.map(([key, s]) => ({ key, probability: s.count / shows.length })),
    confidence: null,
  };
};

export function modelPredictor(optionsFor: (artist: string) => ModelOptions): Predictor {
  return (target) => {
    const prediction = predictSetlist(target.history, targetOf(target), optionsFor(target.artist));
    if (!prediction) return { songs: [], shown: [], confidence: null };
    return {
      songs: prediction.songs.map((s) => s.key),
      shown: prediction.songs.flatMap((s) => [
        { key: s.key, probability: s.probability },
        ...s.slotAlternatives.map((alt) => ({ ...alt, alternative: true })),
      ]),
      confidence: prediction.confidence,
    };
  };
}

// ——— calibration fit ———

export interface CalibrationRow {
  artist: string;
  features: number[];
  played: boolean;
  weight: number;
  /** How many shows the model read for it (the few-shows calibration takes ≤ fewShowsRead). */
  shows: number;
}

const targetOf = (t: Target) => ({ date: t.show.date, city: t.show.city, country: t.show.country });

/** The shown songs of every complete target with their features and whether they were played. */
export function calibrationRows(targets: Target[], options: ModelOptions): CalibrationRow[] {
  return targets
    .filter((t) => !t.incomplete)
    .flatMap((t) => {
      const analysis = analyse(t.history, targetOf(t), options);
      if (!analysis) return [];
      const actual = new Set(t.actual);
      return [...analysis.chosen, ...analysis.alternatives].map((c) => ({
        artist: t.artist,
        features: c.features,
        played: actual.has(c.key),
        weight: t.weight ?? 1,
        shows: analysis.shows,
      }));
    });
}

/** Solves A x = b (A symmetric positive definite) by Gaussian elimination. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++)
      if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / m[col]![col]!;
      for (let c = col; c <= n; c++) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** Logistic regression by Newton's method, L2 penalty `ridge` on all weights but the intercept. */
export function fitLogistic(rows: CalibrationRow[], ridge = 1): number[] {
  const k = rows[0]?.features.length ?? 0;
  let w = new Array<number>(k).fill(0);
  for (let iter = 0; iter < 50; iter++) {
    const grad = new Array<number>(k).fill(0);
    const hess = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    for (const row of rows) {
      const p = sigmoid(row.features.reduce((s, x, i) => s + x * w[i]!, 0));
      const y = row.played ? 1 : 0;
      const w8 = row.weight;
      for (let i = 0; i < k; i++) {
        grad[i]! += w8 * (p - y) * row.features[i]!;
        for (let j = 0; j < k; j++)
          hess[i]![j]! += w8 * p * (1 - p) * row.features[i]! * row.features[j]!;
      }
    }
    for (let i = 1; i < k; i++) {
      grad[i]! += ridge * w[i]!;
      hess[i]![i]! += ridge;
    }
    const step = solve(hess, grad);
    w = w.map((v, i) => v - step[i]!);
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return w.map((v) => Math.round(v * 1e4) / 1e4);
}

/**
 * The corpus's repeat behaviour as a Beta prior on an artist's repeat rate (the share of a show
 * played again at the next one, complete neighbours only), by the method of moments over the
 * artists: the mean of their rates, and a strength from how much more they differ than their
 * number of songs explains.
 */
export function repeatPriorOf(artists: CorpusArtist[], ratio: number) {
  const rates = artists.flatMap((artist) => {
    const sets = artist.shows.map((s) => new Set(playedSongs(s.show).map((x) => x.key)));
    const incomplete = incompleteShows(
      sets.map((set) => set.size),
      ratio,
    );
    let repeated = 0;
    let compared = 0;
    for (let i = 1; i < sets.length; i++) {
      if (incomplete[i] || incomplete[i - 1] || sets[i]!.size === 0) continue;
      repeated += [...sets[i]!].filter((key) => sets[i - 1]!.has(key)).length;
      compared += sets[i]!.size;
    }
    return compared === 0 ? [] : [{ rate: repeated / compared, n: compared }];
  });
  const mean = avg(rates.map((r) => r.rate));
  const spread = avg(rates.map((r) => (r.rate - mean) ** 2));
  const noise = avg(rates.map((r) => (r.rate * (1 - r.rate)) / r.n));
  const between = Math.max(spread - noise, 1e-4);
  const strength = Math.max(1, (mean * (1 - mean)) / between - 1);
  return { mean: Math.round(mean * 1000) / 1000, strength: Math.round(strength * 100) / 100 };
}

/**
 * Isotonic regression (pool adjacent violators) of played on probability over the shown songs of
 * the targets: ascending [from, to] steps for `fewIsotonic`.
 */
export function fitIsotonic(targets: Target[], options: ModelOptions): [number, number][] {
  const points = targets
    .filter((t) => !t.incomplete)
    .flatMap((t) => {
      const analysis = analyse(t.history, targetOf(t), { ...options, fewIsotonic: null });
      if (!analysis) return [];
      const actual = new Set(t.actual);
      return [...analysis.chosen, ...analysis.alternatives].map((c) => ({
        p: c.probability,
        y: actual.has(c.key) ? 1 : 0,
        w: t.weight ?? 1,
      }));
    })
    .sort((a, b) => a.p - b.p || a.y - b.y);
  const blocks: { from: number; sum: number; weight: number }[] = [];
  for (const point of points) {
    blocks.push({ from: point.p, sum: point.y * point.w, weight: point.w });
    while (blocks.length > 1) {
      const last = blocks[blocks.length - 1]!;
      const before = blocks[blocks.length - 2]!;
      if (before.sum / before.weight < last.sum / last.weight) break;
      blocks.pop();
      before.sum += last.sum;
      before.weight += last.weight;
    }
  }
  return blocks.map((b, i) => [
    i === 0 ? 0 : Math.round(b.from * 1e4) / 1e4,
    Math.round((b.sum / b.weight) * 1e4) / 1e4,
  ]);
}

/** Per artist, the weights fitted on every other artist (leave-one-artist-out). */
export function leaveOneArtistOut(rows: CalibrationRow[]): Map<string, number[]> {
  const artists = [...new Set(rows.map((r) => r.artist))];
  return new Map(artists.map((a) => [a, fitLogistic(rows.filter((r) => r.artist !== a))]));
}

// ——— scores ———

export interface TargetScore {
  target: Target;
  f1: number;
  recall: number;
  order: number | null;
  shown: { probability: number; played: boolean; alternative: boolean }[];
  confidence: Confidence | null;
}

export function evaluate(targets: Target[], predictor: Predictor): TargetScore[] {
  return targets.map((target) => {
    const prediction = predictor(target);
    const s = score(prediction.songs, target.actual);
    const actual = new Set(target.actual);
    return {
      target,
      f1: s.f1,
      recall: s.recall,
      order: spearman(
        prediction.songs.filter((k) => actual.has(k)),
        target.actual,
      ),
      shown: prediction.shown.map((x) => ({
        probability: x.probability,
        played: actual.has(x.key),
        alternative: x.alternative ?? false,
      })),
      confidence: prediction.confidence,
    };
  });
}

export const avg = (values: number[]) =>
  values.length === 0 ? NaN : values.reduce((a, b) => a + b, 0) / values.length;

/** A small seeded generator (mulberry32), so the bootstrap gives the same interval every run. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 95 % percentile interval of the mean of `values`, resampled `rounds` times. */
export function bootstrapInterval(values: number[], rounds = 10_000, seed = 20): [number, number] {
  const random = seeded(seed);
  const means: number[] = [];
  for (let r = 0; r < rounds; r++) {
    let sum = 0;
    for (let i = 0; i < values.length; i++) sum += values[Math.floor(random() * values.length)]!;
    means.push(sum / values.length);
  }
  means.sort((a, b) => a - b);
  return [means[Math.floor(0.025 * rounds)]!, means[Math.floor(0.975 * rounds)]!];
}

export interface BrierRow {
  artist: string;
  targets: number;
  songs: number;
  rate: number;
  brier: number;
  constant: number;
  skill: number;
}

/** Brier score over the shown songs of complete targets, and its skill over each artist's rate. */
export function brier(scores: TargetScore[]): { overall: BrierRow; artists: BrierRow[] } {
  const complete = scores.filter((s) => !s.target.incomplete);
  const artists = [...new Set(complete.map((s) => s.target.artist))];
  const rows = artists.map((artist) => {
    const mine = complete.filter((s) => s.target.artist === artist);
    const shown = mine.flatMap((s) => s.shown);
    const rate = avg(shown.map((x) => Number(x.played)));
    const b = shown.reduce((sum, x) => sum + (x.probability - Number(x.played)) ** 2, 0);
    const c = shown.reduce((sum, x) => sum + (rate - Number(x.played)) ** 2, 0);
    return {
      artist,
      targets: mine.length,
      songs: shown.length,
      rate,
      brier: b,
      constant: c,
      skill: 0,
    };
  });
  const total = (pick: (r: BrierRow) => number) => rows.reduce((sum, r) => sum + pick(r), 0);
  const songs = total((r) => r.songs);
  const overall: BrierRow = {
    artist: "overall",
    targets: total((r) => r.targets),
    songs,
    rate: total((r) => r.rate * r.songs) / songs,
    brier: total((r) => r.brier),
    constant: total((r) => r.constant),
    skill: 0,
  };
  const finish = (r: BrierRow): BrierRow => ({
    ...r,
    skill: r.constant === 0 ? (r.brier === 0 ? 0 : -Infinity) : 1 - r.brier / r.constant,
    brier: r.brier / r.songs,
    constant: r.constant / r.songs,
  });
  return { overall: finish(overall), artists: rows.map(finish) };
}

export interface Bucket {
  low: number;
  high: number;
  songs: number;
  predicted: number;
  observed: number;
}

export function reliability(
  scores: TargetScore[],
  edges = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0001],
): Bucket[] {
  const shown = scores.filter((s) => !s.target.incomplete).flatMap((s) => s.shown);
  return edges.slice(0, -1).map((low, i) => {
    const high = edges[i + 1]!;
    const inside = shown.filter((x) => x.probability >= low && x.probability < high);
    return {
      low,
      high: Math.min(1, high),
      songs: inside.length,
      predicted: avg(inside.map((x) => x.probability)),
      observed: avg(inside.map((x) => Number(x.played))),
    };
  });
}

export interface Summary {
  f1: number;
  diff: number;
  interval: [number, number];
  order: number;
  recallIncomplete: number;
  brierSkill: number;
  worstArtistSkill: { artist: string; skill: number };
  worstBucket: number;
}

/** The headline figures of a predictor against copy-previous (artists with ≥ 10 targets judged). */
export function summarise(mine: TargetScore[], copy: TargetScore[]): Summary {
  const complete = (s: TargetScore[]) => s.filter((x) => !x.target.incomplete);
  const diffs = complete(mine).map((m, i) => m.f1 - complete(copy)[i]!.f1);
  const b = brier(mine);
  const judged = b.artists.filter((r) => r.targets >= 10);
  const worst = judged.reduce((w, r) => (r.skill < w.skill ? r : w), judged[0]!);
  const buckets = reliability(mine).filter((x) => x.songs >= 20);
  return {
    f1: avg(complete(mine).map((s) => s.f1)),
    diff: avg(diffs),
    interval: bootstrapInterval(diffs),
    order: avg(complete(mine).flatMap((s) => (s.order === null ? [] : [s.order]))),
    recallIncomplete: avg(mine.filter((s) => s.target.incomplete).map((s) => s.recall)),
    brierSkill: b.overall.skill,
    worstArtistSkill: { artist: worst.artist, skill: worst.skill },
    worstBucket: Math.max(0, ...buckets.map((x) => Math.abs(x.predicted - x.observed))),
  };
}

/** Titles that the product's title key keeps apart but that differ only in punctuation or case. */
export function unmatchedTitles(artist: CorpusArtist): { keys: string[]; spellings: string[] }[] {
  const loose = (key: string) =>
    key
      .normalize("NFKC")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, "");
  const groups = new Map<string, string[]>();
  for (const key of artist.spellings.keys()) {
    groups.set(loose(key), [...(groups.get(loose(key)) ?? []), key]);
  }
  return [...groups.values()]
    .filter((keys) => keys.length > 1)
    .map((keys) => ({ keys, spellings: keys.flatMap((k) => [...artist.spellings.get(k)!]) }));
}

/** How the model's own length rule classifies the corpus's flagged and unflagged shows. */
export function incompleteDetection(artists: CorpusArtist[], ratio: number) {
  let flagged = 0;
  let flaggedFound = 0;
  let unflaggedFound = 0;
  for (const artist of artists) {
    const lengths = artist.shows.map((s) => playedSongs(s.show).length);
    const found = incompleteShows(lengths, ratio);
    artist.shows.forEach((s, i) => {
      if (s.incomplete) {
        flagged++;
        if (found[i]) flaggedFound++;
      } else if (found[i]) unflaggedFound++;
    });
  }
  return { flagged, flaggedFound, unflaggedFound };
}
