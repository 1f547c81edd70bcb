import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { newConcerts } from "./catalogue";
import { concertEventKindEnum, notificationKindEnum } from "./enums";
import { tokenFamilies, users } from "./users";

/** An account's alert choices; no row means the defaults (1 day, 1 hour, 10 minutes; all on). */
export const alertSettings = pgTable("alert_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  reminderOffsets: integer("reminder_offsets")
    .array()
    .notNull()
    .default(sql`'{1440,60,10}'::integer[]`),
  newConcertOfFavoriteArtist: boolean("new_concert_of_favorite_artist").notNull().default(true),
  concertChanges: boolean("concert_changes").notNull().default(true),
});

/**
 * What happened to a concert that its fans hear about: announced, its date, venue or status
 * changed, a round added, moved or cancelled. Claimed once by the alert producer, which turns
 * the claimed events of one concert into one alert per fan.
 */
export const concertEvents = pgTable(
  "concert_events",
  {
    id: serial("id").primaryKey(),
    newConcertId: integer("new_concert_id")
      .notNull()
      .references(() => newConcerts.id, { onDelete: "cascade" }),
    kind: concertEventKindEnum("kind").notNull(),
    /** The change in the words of the alert (`장소: KSPO DOME → 고척스카이돔`). */
    description: text("description").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
  },
  (t) => [
    index("concert_events_unclaimed_idx")
      .on(t.createdAt)
      .where(sql`${t.claimedAt} is null`),
  ],
);

/**
 * The inbox (알림함). One row per (user, event, offset), whatever the number of instances: the
 * unique key is what makes an alert go out exactly once.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: notificationKindEnum("kind").notNull(),
    /** What the alert is about: `round:12@1772708400`, `concert:7:new`, `changes:7:31`. */
    eventKey: text("event_key").notNull(),
    /** Minutes before the round opens for a reminder; 0 for other alerts. */
    offsetMinutes: integer("offset_minutes").notNull().default(0),
    title: text("title").notNull(),
    body: text("body").notNull(),
    url: text("url").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    unique("notifications_user_event_offset_key").on(t.userId, t.eventKey, t.offsetMinutes),
    index("notifications_user_idx").on(t.userId, t.id),
    index("notifications_created_idx").on(t.createdAt),
  ],
);

/**
 * A browser's push subscription, one per endpoint: the device belongs to whoever subscribed it
 * last (a shared phone stops alerting the previous account).
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow().notNull(),
    /**
     * The session (token family) that subscribed the device: ending the session ends its alerts
     * (log out, log out everywhere, a password change's other sessions). Null on rows older than it.
     */
    familyId: uuid("family_id").references(() => tokenFamilies.id, { onDelete: "cascade" }),
  },
  (t) => [
    unique("push_subscriptions_endpoint_key").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
    index("push_subscriptions_family_idx").on(t.familyId),
  ],
);
