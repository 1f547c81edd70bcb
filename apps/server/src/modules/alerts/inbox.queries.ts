import {
  type AlertSettings,
  DEFAULT_ALERT_SETTINGS,
  NOTIFICATION_KEEP_DAYS,
} from "@naehan/contract";
import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { alertSettings, notifications } from "../../db/schema";

export async function getAlertSettings(db: Database, userId: number): Promise<AlertSettings> {
  const [row] = await db
    .select({
      reminderOffsets: alertSettings.reminderOffsets,
      newConcertOfFavoriteArtist: alertSettings.newConcertOfFavoriteArtist,
      concertChanges: alertSettings.concertChanges,
    })
    .from(alertSettings)
    .where(eq(alertSettings.userId, userId));
  return (
    row ?? {
      ...DEFAULT_ALERT_SETTINGS,
      reminderOffsets: [...DEFAULT_ALERT_SETTINGS.reminderOffsets],
    }
  );
}

export async function saveAlertSettings(db: Database, userId: number, settings: AlertSettings) {
  await db
    .insert(alertSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: alertSettings.userId, set: settings });
}

/** The start of what the inbox still shows at `now`. */
const keptSince = (now: Date) => new Date(now.getTime() - NOTIFICATION_KEEP_DAYS * 86_400_000);

/** The user's inbox, newest first, keyset paged by id. */
export function listNotifications(
  db: Database,
  userId: number,
  now: Date,
  page: { after: number | null; limit: number },
) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      url: notifications.url,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        gt(notifications.createdAt, keptSince(now)),
        page.after === null ? undefined : lt(notifications.id, page.after),
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(page.limit);
}

export async function unreadCount(db: Database, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        gt(notifications.createdAt, keptSince(now)),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Marks the user's own alerts read (others' ids are ignored); `ids` null = all of them. */
export async function markRead(db: Database, userId: number, ids: number[] | null, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === null ? undefined : inArray(notifications.id, ids),
      ),
    );
}

export type NotificationRow = Awaited<ReturnType<typeof listNotifications>>[number];
