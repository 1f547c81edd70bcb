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

/** Today's date in Asia/Seoul as `YYYY-MM-DD`. */
export function todayInSeoul(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Seoul" }).format(now);
}
