import { CHANGE_MERGE_MINUTES, type NotificationKind } from "@naehan/contract";
import type { Database } from "../../db/client";
import { notifications } from "../../db/schema";
import { posterDateText } from "../../lib/dates";
import { koreanTime, reminderText } from "./alert-texts";
import {
  type ClaimedEvent,
  type DueReminder,
  claimDueEvents,
  concertFans,
  dueReminders,
  nextEventAt,
  nextReminderAt,
  resaleWatchers,
  toldByRoundAlert,
} from "./alerts.queries";
import { takeArtistRequesters } from "./artist-requests.queries";

/** An inbox row this producer created (another producer's rows are never returned here). */
export interface CreatedAlert {
  id: number;
  userId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  url: string;
  /** For a reminder: when its round opens (the push's time to live ends there). */
  opensAt: Date | null;
}

type NewRow = typeof notifications.$inferInsert & { opensAt: Date | null };

/**
 * Runs in the transaction that inserted `created` (the push jobs for them): a crash before the
 * commit loses both, so the next run makes both; never an inbox row whose push was not queued.
 */
export type OnCreated = (tx: Database, created: CreatedAlert[]) => Promise<void>;

const BATCH = 1000;

/** Inserts the rows an inbox does not hold yet; the unique key drops the rest. */
async function insertNew(db: Database, rows: NewRow[]): Promise<CreatedAlert[]> {
  const created: CreatedAlert[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const chunk = rows.slice(i, i + BATCH);
    const inserted = await db
      .insert(notifications)
      .values(chunk.map(({ opensAt: _opensAt, ...row }) => row))
      .onConflictDoNothing()
      .returning({
        id: notifications.id,
        userId: notifications.userId,
        kind: notifications.kind,
        eventKey: notifications.eventKey,
        offsetMinutes: notifications.offsetMinutes,
        title: notifications.title,
        body: notifications.body,
        url: notifications.url,
      });
    const opening = new Map(
      chunk.map((r) => [`${r.userId}|${r.eventKey}|${r.offsetMinutes ?? 0}`, r.opensAt]),
    );
    for (const row of inserted) {
      created.push({
        id: row.id,
        userId: row.userId,
        kind: row.kind,
        title: row.title,
        body: row.body,
        url: row.url,
        opensAt: opening.get(`${row.userId}|${row.eventKey}|${row.offsetMinutes}`) ?? null,
      });
    }
  }
  return created;
}

/**
 * One reminder per fan and round: offsets already past when the round reached the fan (added
 * late, or favourited late) are one notice, the latest of them (the time left is in its text).
 * The earlier offsets are then never due: a later one was sent.
 */
function oneEach(due: DueReminder[]): DueReminder[] {
  const seen = new Set<string>();
  return due.filter((r) => {
    const key = `${r.userId}|${r.eventKey}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

async function reminders(db: Database, now: Date, onCreated: OnCreated): Promise<CreatedAlert[]> {
  const created: CreatedAlert[] = [];
  for (;;) {
    const due = await dueReminders(db, now, BATCH);
    if (due.length === 0) return created;
    const made = await db.transaction(async (tx) => {
      const rows = await insertNew(
        tx,
        oneEach(due).map((r) => ({
          userId: r.userId,
          kind: "TICKET_REMINDER" as const,
          eventKey: r.eventKey,
          offsetMinutes: r.offsetMinutes,
          ...reminderText(r, now),
          url: `/concert/${r.concertId}`,
          createdAt: now,
          opensAt: r.opensAt,
        })),
      );
      await onCreated(tx, rows);
      return rows;
    });
    created.push(...made);
    // Another producer took this batch: what is left is its to make.
    if (made.length === 0 || due.length < BATCH) return created;
  }
}

/** The kind of a merged change alert: a round's own kind when every change was of it. */
function changeKind(events: ClaimedEvent[]): NotificationKind {
  const kinds = new Set(events.map((e) => e.kind));
  if (kinds.size === 1 && kinds.has("ROUND_CANCELLED")) return "ROUND_CANCELLED";
  if ([...kinds].every((k) => k === "ROUND_CHANGED" || k === "ROUND_CANCELLED")) {
    return "ROUND_CHANGED";
  }
  return "CONCERT_CHANGED";
}

const CHANGE_TITLES: Partial<Record<NotificationKind, string>> = {
  CONCERT_CHANGED: "공연 정보 변경",
  ROUND_CHANGED: "예매 일정 변경",
  ROUND_CANCELLED: "예매 일정 취소",
};

async function concertEvents(
  db: Database,
  now: Date,
  onCreated: OnCreated,
): Promise<CreatedAlert[]> {
  // Claiming and the alerts it makes commit together: a crash between them loses nothing.
  return db.transaction(async (tx) => {
    const claimed = await claimDueEvents(tx, now, CHANGE_MERGE_MINUTES);
    const rows: NewRow[] = [];
    const concertIds = [...new Set(claimed.map((e) => e.concertId))];
    for (const concertId of concertIds) {
      const fans = await concertFans(tx, concertId);
      if (!fans) continue;
      const events = claimed.filter((e) => e.concertId === concertId);
      const url = `/concert/${concertId}`;
      if (events.some((e) => e.kind === "NEW_CONCERT")) {
        const body = `${fans.title} · ${posterDateText(fans.startDate, fans.endDate)} · ${fans.venueName}`;
        for (const userId of fans.artistFans) {
          rows.push({
            userId,
            kind: "NEW_CONCERT",
            eventKey: `concert:${concertId}:new`,
            title: `새 내한 소식 · ${fans.artistName}`,
            body,
            url,
            createdAt: now,
            opensAt: null,
          });
        }
        // "내한 소식 알려 주세요": told once, with this concert; a fan of the artist already is.
        const following = new Set(fans.artistFans);
        for (const userId of await takeArtistRequesters(tx, concertId, now)) {
          if (following.has(userId)) continue;
          rows.push({
            userId,
            kind: "NEW_CONCERT",
            eventKey: `concert:${concertId}:new`,
            title: `요청하신 내한 소식 · ${fans.artistName}`,
            body,
            url,
            createdAt: now,
            opensAt: null,
          });
        }
      }
      const changes = events.filter((e) => e.kind !== "NEW_CONCERT");
      if (changes.length === 0) continue;
      const resale = await resaleWatchers(tx, [
        ...new Set(changes.flatMap((e) => (e.roundId === null ? [] : [e.roundId]))),
      ]);
      const toldNow = new Set<string>();
      for (const r of resale) {
        rows.push({
          userId: r.userId,
          kind: "RESALE_ROUND",
          eventKey: `resale:${r.roundId}`,
          title: `취소표 소식 · ${fans.title}`,
          body: `${r.vendor} ${r.label} · ${koreanTime(r.opensAt)} 오픈`,
          url,
          createdAt: now,
          opensAt: null,
        });
        for (const e of changes) {
          if (e.roundId === r.roundId) toldNow.add(`${r.userId}|${e.id}`);
        }
      }
      // A round the fan first heard of from its reminder (or a 취소표 alert): already told.
      const told = await toldByRoundAlert(tx, changes, fans.concertFans);
      const first = Math.min(...changes.map((e) => e.id));
      for (const userId of fans.concertFans) {
        const untold = changes.filter(
          (e) => !told.has(`${userId}|${e.id}`) && !toldNow.has(`${userId}|${e.id}`),
        );
        if (untold.length === 0) continue;
        const kind = changeKind(untold);
        rows.push({
          userId,
          kind,
          eventKey: `changes:${concertId}:${first}`,
          title: `${CHANGE_TITLES[kind]} · ${fans.title}`,
          body: untold.map((e) => e.description).join(" / "),
          url,
          createdAt: now,
          opensAt: null,
        });
      }
    }
    const created = await insertNew(tx, rows);
    await onCreated(tx, created);
    return created;
  });
}

/**
 * Makes every alert due at `now` into inbox rows, exactly once per (user, event, offset) however
 * many producers run, each batch committed with what `onCreated` queues for it, and says when the
 * next one falls due.
 */
export async function produceAlerts(
  db: Database,
  now: Date,
  onCreated: OnCreated = async () => {},
): Promise<{ created: CreatedAlert[]; nextDueAt: Date | null }> {
  const created = [
    ...(await concertEvents(db, now, onCreated)),
    ...(await reminders(db, now, onCreated)),
  ];
  const next = [await nextReminderAt(db, now), await nextEventAt(db, CHANGE_MERGE_MINUTES)]
    .filter((d): d is Date => d !== null)
    .sort((a, b) => a.getTime() - b.getTime());
  return { created, nextDueAt: next[0] ?? null };
}
