import type { DateTuple } from "@naehan/contract";

const dayNumber = ([y, m, d]: DateTuple) => Date.UTC(y, m - 1, d) / 86_400_000;

/** `D-12`, `D-DAY`, or `공연 중` while a multi-day run is under way; null once it is over. */
export function dDay(start: DateTuple, end: DateTuple, today: DateTuple): string | null {
  const untilStart = dayNumber(start) - dayNumber(today);
  if (untilStart > 0) return `D-${untilStart}`;
  if (untilStart === 0) return "D-DAY";
  return dayNumber(end) >= dayNumber(today) ? "공연 중" : null;
}
