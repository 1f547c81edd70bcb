import type { DateTuple, PredictionConfidence } from "@naehan/contract";

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * Korea keeps +09:00 all year (no daylight saving since 1988), so Seoul's wall clock is the
 * instant shifted by nine hours, read through the UTC getters. Plain arithmetic: building an
 * `Intl.DateTimeFormat` for a time zone costs milliseconds (the first one tens, loading the zone's
 * data) on the phone's main thread.
 */
export const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
export const seoulClock = (instant: number) => new Date(instant + KST_OFFSET_MS);

/** Today's date in Asia/Seoul, where every concert of the app takes place. */
export function todayInSeoul(now: Date = new Date()): DateTuple {
  const d = seoulClock(now.getTime());
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
}

/** `[2027, 4, 16]` → `2027.04.16` */
export function formatDate([y, m, d]: DateTuple): string {
  return `${y}.${pad(m)}.${pad(d)}`;
}

const sameDay = (a: DateTuple, b: DateTuple) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2];

/**
 * One day: `2027.04.16`; several: `2027.04.16~04.19`, with the year repeated only when it changes
 * (`2027.12.31~2028.01.01`), so the range fits a card in a phone's row.
 */
export function formatDateRange(start: DateTuple, end: DateTuple): string {
  if (sameDay(start, end)) return formatDate(start);
  const tail = start[0] === end[0] ? `${pad(end[1])}.${pad(end[2])}` : formatDate(end);
  return `${formatDate(start)}~${tail}`;
}

const WEEKDAYS = ["일", "월", "화", "수", "목", "금", "토"];

/** `2027.04.16 (금)` — the weekday a concert-goer plans around. */
export function formatDateWithWeekday(date: DateTuple): string {
  const [y, m, d] = date;
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${formatDate(date)} (${weekday})`;
}

/**
 * ISO timestamp → `2026.11.18 21:14` in Korean time wherever the phone is; with the weekday a
 * ticket opening is planned around, `2027.03.05 (금) 20:00`.
 */
export function formatDateTime(iso: string, options: { weekday?: boolean } = {}): string {
  const d = seoulClock(Date.parse(iso));
  const weekday = options.weekday ? ` (${WEEKDAYS[d.getUTCDay()]})` : "";
  return (
    `${d.getUTCFullYear()}.${pad(d.getUTCMonth() + 1)}.${pad(d.getUTCDate())}${weekday} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
  );
}

/** A share as a whole percent: `0.833` → `83%`. */
export const formatPercent = (share: number) => `${Math.round(share * 100)}%`;

/** How the app names the confidence of a whole predicted setlist. */
export const CONFIDENCE_LABELS: Record<PredictionConfidence, string> = {
  HIGH: "높음",
  MEDIUM: "보통",
  LOW: "낮음",
};
