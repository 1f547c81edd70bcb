import type { DateTuple } from "@naehan/contract";

/** `"2027-04-16"` (a PostgreSQL date) → `[2027, 4, 16]`. */
export function toDateTuple(isoDate: string): DateTuple {
  const [y, m, d] = isoDate.split("-").map(Number);
  return [y ?? 0, m ?? 0, d ?? 0];
}

/** `[2027, 4, 16]` → `"2027-04-16"`. */
export function fromDateTuple([y, m, d]: DateTuple): string {
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** Whether the tuple is a real calendar date. */
export function isValidDateTuple([y, m, d]: DateTuple): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    y >= 1900 &&
    y <= 2200 &&
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d
  );
}

/** `"2027-04-16"` moved by a number of days (negative: back), as `YYYY-MM-DD`. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(isoDate) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * One formatter for every call: making an `Intl.DateTimeFormat` (its time zone looked up in ICU)
 * cost an uncached concert list a twentieth of its CPU; formatting with it is cheap.
 */
const seoulDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Seoul" });

/** Today's date in Asia/Seoul as `YYYY-MM-DD`. */
export function todayInSeoul(now: Date = new Date()): string {
  return seoulDate.format(now);
}

/** `2027.04.16 ~ 04.19`, `2027.12.31 ~ 2028.01.01`, or `2027.05.03`. */
export function posterDateText(start: string, end: string): string {
  const dotted = (d: string) => d.replaceAll("-", ".");
  if (start === end) return dotted(start);
  return start.slice(0, 4) === end.slice(0, 4)
    ? `${dotted(start)} ~ ${dotted(end.slice(5))}`
    : `${dotted(start)} ~ ${dotted(end)}`;
}
