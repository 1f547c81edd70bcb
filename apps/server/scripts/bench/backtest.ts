import {
  type ModelOptions,
  type PastShow,
  playedSongs,
  predictSongs,
} from "../../src/modules/predictions/setlist-model";

/** How well one predicted setlist matched the show that was actually played. */
export interface Score {
  precision: number;
  recall: number;
  f1: number;
  /** Spearman's rank correlation over the songs both lists share; null below two of them. */
  order: number | null;
}

export function score<K>(predicted: K[], actual: K[]): Score {
  const actualSet = new Set(actual);
  const common = predicted.filter((key) => actualSet.has(key));
  const precision = predicted.length === 0 ? 0 : common.length / predicted.length;
  const recall = actual.length === 0 ? 0 : common.length / actual.length;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, order: spearman(common, actual) };
}

/** ρ between the order of `common` (the prediction's order) and their order in `actual`. */
export function spearman<K>(common: K[], actual: K[]): number | null {
  const n = common.length;
  if (n < 2) return null;
  const inActual = new Set(common);
  const actualRank = new Map(actual.filter((k) => inActual.has(k)).map((k, i) => [k, i]));
  const sumD2 = common.reduce((sum, key, i) => sum + (i - (actualRank.get(key) ?? i)) ** 2, 0);
  return 1 - (6 * sumD2) / (n * (n * n - 1));
}

export interface ArtistBacktest {
  artist: string;
  model: Score[];
  baseline: Score[];
}

/**
 * Predicts each of the artist's `targets` most recent non-empty shows from the shows dated
 * before it, with the model and with the baseline "copy the previous show's setlist".
 */
export function backtestArtist<K>(
  artist: string,
  shows: PastShow<K>[],
  options: ModelOptions,
  targets = 10,
): ArtistBacktest {
  const ordered = shows
    .filter((show) => playedSongs(show).length > 0)
    .sort((a, b) => a.date.localeCompare(b.date));
  const result: ArtistBacktest = { artist, model: [], baseline: [] };
  for (const target of ordered.slice(-targets)) {
    const before = ordered.filter((show) => show.date < target.date);
    const previous = before[before.length - 1];
    if (!previous) continue;
    const actual = playedSongs(target).map((s) => s.key);
    const predicted = predictSongs(before, options, { date: target.date, city: target.city }).map(
      (s) => s.key,
    );
    result.model.push(score(predicted, actual));
    result.baseline.push(
      score(
        playedSongs(previous).map((s) => s.key),
        actual,
      ),
    );
  }
  return result;
}

export function mean(scores: Score[]): Score {
  const avg = (values: number[]) =>
    values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
  const orders = scores.flatMap((s) => (s.order === null ? [] : [s.order]));
  return {
    precision: avg(scores.map((s) => s.precision)),
    recall: avg(scores.map((s) => s.recall)),
    f1: avg(scores.map((s) => s.f1)),
    order: orders.length === 0 ? null : avg(orders),
  };
}
