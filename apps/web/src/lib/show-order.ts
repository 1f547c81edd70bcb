import type { DateTuple } from "@naehan/contract";

/** Something with a show's dates (a favourite, a concert card). */
export interface Dated {
  startDate: DateTuple | null;
  endDate: DateTuple | null;
}

const key = (date: DateTuple | null) =>
  date ? date[0] * 10_000 + date[1] * 100 + date[2] : Number.POSITIVE_INFINITY;

/**
 * 공연 임박순: shows not over yet (ending today or later), soonest first, then the ended ones, the
 * latest first; undated ones last. Stable, so equal dates keep the order they came in.
 */
export function byShowDate<T extends Dated>(items: T[], today: DateTuple): T[] {
  const now = key(today);
  const ended = (item: T) => item.endDate !== null && key(item.endDate) < now;
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const endedA = ended(a.item);
      const endedB = ended(b.item);
      if (endedA !== endedB) return endedA ? 1 : -1;
      const diff = endedA
        ? key(b.item.startDate) - key(a.item.startDate)
        : key(a.item.startDate) - key(b.item.startDate);
      return diff !== 0 && Number.isFinite(diff) ? diff : a.index - b.index;
    })
    .map(({ item }) => item);
}
