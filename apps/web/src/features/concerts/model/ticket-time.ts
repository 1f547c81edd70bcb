import type { ConcertSummary, TicketRound } from "@naehan/contract";
import { KST_OFFSET_MS } from "../../../lib/format";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Days between the Korean calendar dates of two instants. */
function kstDayDifference(from: number, to: number): number {
  const day = (instant: number) => Math.floor((instant + KST_OFFSET_MS) / DAY);
  return day(to) - day(from);
}

/**
 * Whether the show is over: marked 공연 종료, or its last day (Korean calendar) is behind us.
 * With `now` null (the server's render) only the mark counts.
 */
export function concertEnded(
  concert: Pick<ConcertSummary, "concertStatus" | "endDate">,
  now: number | null,
): boolean {
  if (concert.concertStatus === "COMPLETED") return true;
  if (now === null) return false;
  const [y, m, d] = concert.endDate;
  return Math.floor((now + KST_OFFSET_MS) / DAY) > Date.UTC(y, m - 1, d) / DAY;
}

export type RoundPhase = "upcoming" | "open" | "closed";

/** Where a round stands; every round of a show that is over is closed. */
export function roundPhase(
  round: Pick<TicketRound, "opensAt" | "closesAt">,
  now: number,
  ended = false,
): RoundPhase {
  if (ended) return "closed";
  if (round.closesAt !== null && now >= Date.parse(round.closesAt)) return "closed";
  return now >= Date.parse(round.opensAt) ? "open" : "upcoming";
}

/**
 * What a fan reads next to a round: `D-2` a day or more ahead (by Korean calendar days),
 * `3시간 12분 후` within a day (minutes rounded up), `45초 후` in the last minute, then `오픈 중`
 * and `마감`.
 */
export function roundCountdown(
  round: Pick<TicketRound, "opensAt" | "closesAt">,
  now: number,
  ended = false,
): string {
  const phase = roundPhase(round, now, ended);
  if (phase === "closed") return "마감";
  if (phase === "open") return "오픈 중";
  const opens = Date.parse(round.opensAt);
  const left = opens - now;
  if (left >= DAY) return `D-${kstDayDifference(now, opens)}`;
  if (left < MINUTE) return `${Math.ceil(left / 1000)}초 후`;
  // Minutes started count, as the seconds do: 1:55 left is 2분 후, never 1분.
  const total = Math.ceil(left / MINUTE);
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return `${minutes}분 후`;
  return minutes === 0 ? `${hours}시간 후` : `${hours}시간 ${minutes}분 후`;
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
