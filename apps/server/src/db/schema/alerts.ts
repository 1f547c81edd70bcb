import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { concertEventKindEnum, notificationKindEnum } from "./enums";
import { tokenFamilies, users } from "./users";
import { aboutConcert, ownedByUser } from "./references";
import { createdAt } from "./columns";

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
    newConcertId: aboutConcert(),
    kind: concertEventKindEnum("kind").notNull(),
    /** The change in the words of the alert (`장소: KSPO DOME → 고척스카이돔`). */
    description: text("description").notNull(),
    /** The round a round event is about (kept after the round is deleted), so its fans' reminder can tell it instead. */
    roundId: integer("round_id"),
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
    userId: ownedByUser(),
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
    userId: ownedByUser(),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
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

/** A fan who wants to hear when a concert gets a 취소표 (resale) round: one alert per such round. */
export const resaleWatches = pgTable(
  "resale_watches",
  {
    userId: ownedByUser(),
    newConcertId: aboutConcert(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.newConcertId] }),
    index("resale_watches_concert_idx").on(t.newConcertId),
  ],
);

/**
 * "내한 소식 알려 주세요": a fan's request to be told when an artist of this name comes. One row
 * per fan and name as search folds it (`term`, the index's own form); `name` is as the fan typed
 * it. `notified_at` is set in the transaction that makes the fan's alert, so it is made once.
 */
export const artistRequests = pgTable(
  "artist_requests",
  {
    userId: ownedByUser(),
    term: text("term").notNull(),
    name: text("name").notNull(),
    createdAt: createdAt(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.term] }),
    index("artist_requests_waiting_idx").on(t.term).where(sql`${t.notifiedAt} is null`),
  ],
);
