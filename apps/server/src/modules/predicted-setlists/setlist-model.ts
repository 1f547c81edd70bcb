/**
 * The predicted-setlist model: plain statistics over an artist's recent setlists, no external
 * service. Generic over the song identity (a song id from the database, a title key in the
 * backtest) so both run exactly this code.
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
  /** In performance order. */
  songs: ShowSong<K>[];
}

export interface PredictedSongOf<K> {
  key: K;
  /** Weighted share of the window's shows that played the song, 0–1. */
  probability: number;
  encore: boolean;
}

export interface ModelOptions {
  /** How many of the most recent non-empty shows are looked at. */
  window: number;
  /** Each older show weighs this much of the next newer one. */
  decay: number;
  /** A show this many days older than the newest one weighs half as much. */
  halfLifeDays: number;
  /** Extra weight of shows of the current tour (the most recent show's tour). */
  tourBoost: number;
}

export const DEFAULT_MODEL: ModelOptions = {
  window: 20,
  decay: 0.9,
  halfLifeDays: 60,
  tourBoost: 3,
};

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

interface SongStats {
  weight: number;
  encoreWeight: number;
  positions: Weighted[];
  /** Index of the newest show that played it (0 = the most recent). */
  newest: number;
}

/**
 * Predicts the next show from the artist's history (any order; shows without songs are ignored).
 * The songs most likely to be played, as many as a typical show of the window has, ordered by
 * where each usually comes in a show; songs usually played as encores come last.
 */
export function predictSongs<K>(
  history: PastShow<K>[],
  options: ModelOptions = DEFAULT_MODEL,
): PredictedSongOf<K>[] {
  const shows = history
    .map((show) => ({ show, played: playedSongs(show) }))
    .filter((s) => s.played.length > 0)
    // Newest first; shows of one date keep the order they were given in.
    .sort((a, b) => b.show.date.localeCompare(a.show.date))
    .slice(0, options.window);
  if (shows.length === 0) return [];

  const newest = shows[0]!.show;
  const currentTour = newest.tourName;
  const stats = new Map<K, SongStats>();
  const lengths: Weighted[] = [];
  let totalWeight = 0;
  shows.forEach(({ show, played }, age) => {
    // Shows outside any tour (festivals, one-offs) resemble each other more than a tour's shows.
    const onTour = show.tourName === currentTour;
    const weight =
      options.decay ** age *
      0.5 ** (daysBetween(newest.date, show.date) / options.halfLifeDays) *
      (onTour ? options.tourBoost : 1);
    totalWeight += weight;
    lengths.push({ value: played.length, weight });
    played.forEach((song, index) => {
      const entry = stats.get(song.key) ?? {
        weight: 0,
        encoreWeight: 0,
        positions: [],
        newest: age,
      };
      entry.weight += weight;
      if (song.encore) entry.encoreWeight += weight;
      entry.positions.push({ value: (index + 0.5) / played.length, weight });
      stats.set(song.key, entry);
    });
  });

  const length = Math.max(1, Math.round(weightedMedian(lengths)));
  const chosen = [...stats.entries()]
    .sort(([, a], [, b]) => b.weight - a.weight || a.newest - b.newest)
    .slice(0, length)
    .map(([key, s]) => ({
      key,
      probability: Math.min(1, s.weight / totalWeight),
      encore: s.encoreWeight > s.weight / 2,
      position: weightedMedian(s.positions),
    }));

  return chosen
    .sort(
      (a, b) =>
        Number(a.encore) - Number(b.encore) ||
        a.position - b.position ||
        b.probability - a.probability,
    )
    .map(({ key, probability, encore }) => ({ key, probability, encore }));
}
