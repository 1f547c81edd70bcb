import { type Notification, toKstIso } from "@naehan/contract";
import type { NotificationRow } from "./inbox.queries";

export const presentNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  url: row.url,
  createdAt: toKstIso(row.createdAt),
  readAt: row.readAt ? toKstIso(row.readAt) : null,
});
