import type { Database } from "../../db/client";
import { concertEvents } from "../../db/schema";
import { posterDateText } from "../../lib/dates";
import { koreanTime } from "./alert-texts";

type EventKind = (typeof concertEvents.$inferInsert)["kind"];

/**
 * Records what happened to a concert, for the alert producer to tell its fans (at `now`); a round
 * event names its round.
 */
export async function recordConcertEvent(
  db: Database,
  concertId: number,
  kind: EventKind,
  description: string,
  now: Date,
  roundId: number | null = null,
) {
  await db
    .insert(concertEvents)
    .values({ newConcertId: concertId, kind, description, createdAt: now, roundId });
}

export interface ConcertFacts {
  startDate: string;
  endDate: string;
  venueName: string;
  status: "UPCOMING" | "COMPLETED";
  /** `19:30` or `19:30:00`; null while not announced. */
  startTime?: string | null;
}

/** What a fan is told changed between two versions of a concert; null when nothing they follow did. */
export function describeConcertChange(before: ConcertFacts, after: ConcertFacts): string | null {
  const changes: string[] = [];
  const dates = (c: ConcertFacts) => posterDateText(c.startDate, c.endDate);
  if (before.startDate !== after.startDate || before.endDate !== after.endDate) {
    changes.push(`일정: ${dates(before)} → ${dates(after)}`);
  }
  // A start time first announced is a detail; one that moves is news.
  const before5 = before.startTime?.slice(0, 5) ?? null;
  const after5 = after.startTime?.slice(0, 5) ?? null;
  if (before5 && after5 && before5 !== after5) {
    changes.push(`공연 시작: ${before5} → ${after5}`);
  }
  if (before.venueName !== after.venueName) {
    changes.push(`장소: ${before.venueName} → ${after.venueName}`);
  }
  if (before.status !== after.status) {
    changes.push(
      after.status === "COMPLETED" ? "공연이 종료로 바뀌었습니다" : "공연이 예정으로 바뀌었습니다",
    );
  }
  return changes.length > 0 ? changes.join(" / ") : null;
}

export interface RoundFacts {
  label: string;
  vendor: string;
  opensAt: Date;
}

const roundName = (r: RoundFacts) => `${r.label}(${r.vendor})`;

export const describeRoundAdded = (r: RoundFacts) =>
  `${roundName(r)} 추가: ${koreanTime(r.opensAt)} 오픈`;
export const describeRoundMoved = (before: RoundFacts, after: RoundFacts) =>
  `${roundName(after)} 변경: ${koreanTime(before.opensAt)} → ${koreanTime(after.opensAt)}`;
export const describeRoundCancelled = (r: RoundFacts) => `${roundName(r)} 취소`;
