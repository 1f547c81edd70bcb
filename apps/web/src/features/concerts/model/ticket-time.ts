import type { TicketRound } from "@naehan/contract";
import { KST_OFFSET_MS, seoulClock } from "../../../lib/format";

const WEEKDAYS = ["일", "월", "화", "수", "목", "금", "토"];
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const pad = (n: number) => String(n).padStart(2, "0");

/** `2027-03-05T20:00:00+09:00` → `2027.03.05 (금) 20:00`, in Korean time wherever the phone is. */
export function formatKstDateTime(iso: string): string {
  const d = seoulClock(Date.parse(iso));
  return (
    `${d.getUTCFullYear()}.${pad(d.getUTCMonth() + 1)}.${pad(d.getUTCDate())} ` +
    `(${WEEKDAYS[d.getUTCDay()]}) ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
  );
}

/** Days between the Korean calendar dates of two instants. */
function kstDayDifference(from: number, to: number): number {
  const day = (instant: number) => Math.floor((instant + KST_OFFSET_MS) / DAY);
  return day(to) - day(from);
}

export type RoundPhase = "upcoming" | "open" | "closed";

export function roundPhase(
  round: Pick<TicketRound, "opensAt" | "closesAt">,
  now: number,
): RoundPhase {
  if (round.closesAt !== null && now >= Date.parse(round.closesAt)) return "closed";
  return now >= Date.parse(round.opensAt) ? "open" : "upcoming";
}

/**
 * What a fan reads next to a round: `D-2` a day or more ahead (by Korean calendar days),
 * `3시간 12분 후` within a day, `45초 후` in the last minute, then `오픈 중` and `마감`.
 */
export function roundCountdown(
  round: Pick<TicketRound, "opensAt" | "closesAt">,
  now: number,
): string {
  const phase = roundPhase(round, now);
  if (phase === "closed") return "마감";
  if (phase === "open") return "오픈 중";
  const opens = Date.parse(round.opensAt);
  const left = opens - now;
  if (left >= DAY) return `D-${kstDayDifference(now, opens)}`;
  if (left < MINUTE) return `${Math.ceil(left / 1000)}초 후`;
  const hours = Math.floor(left / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  return hours > 0 ? `${hours}시간 ${minutes}분 후` : `${minutes}분 후`;
}

/** The round a fan waits for: the first one still to open, else the first one open now. */
export function nextRound<R extends Pick<TicketRound, "opensAt" | "closesAt">>(
  rounds: readonly R[],
  now: number,
): R | null {
  return (
    rounds.find((r) => roundPhase(r, now) === "upcoming") ??
    rounds.find((r) => roundPhase(r, now) === "open") ??
    null
  );
}

/**
 * `198000` → `198,000원`. Grouped by hand: the first `toLocaleString("ko-KR")` of a page loads
 * the locale's number data, 30–90 ms on the main thread while the concert page hydrates.
 */
export const formatWon = (price: number) =>
  `${String(Math.trunc(price)).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}원`;
