/** What the model reads of each show and of the list of shows, before any song is chosen. */
import type { PastShow } from "./types";

/** How much more alike every other show must be than neighbouring ones to count as alternating. */
const ALTERNATION_MARGIN = 0.1;

const DAY_MS = 86_400_000;
export const daysBetween = (later: string, earlier: string) =>
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

export interface Weighted {
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

export const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
