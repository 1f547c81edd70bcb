import { sql } from "drizzle-orm";
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { roleEnum } from "./enums";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    /** Stored lower-cased and trimmed, so uniqueness ignores case. */
    email: text("email").notNull(),
    nickname: text("nickname").notNull(),
    /** The nickname's confusable skeleton (modules/auth/nicknames.ts): unique, never shown. */
    nicknameKey: text("nickname_key"),
    passwordHash: text("password_hash").notNull(),
    role: roleEnum("role").notNull().default("ROLE_USER"),
    /** Secret of the personal calendar feed; null until the user asks for one. */
    calendarKey: text("calendar_key"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_nickname_key").on(sql`lower(${t.nickname})`),
    uniqueIndex("users_nickname_skeleton_key").on(t.nicknameKey),
    uniqueIndex("users_calendar_key_key").on(t.calendarKey),
  ],
);

/**
 * One login's session: every refresh token rotated from it and every access token issued for it
 * carry its id. Revoking the row ends all of them at once, including a successor minted by a
 * refresh that raced the revocation (it is checked on every use).
 */
export const tokenFamilies = pgTable(
  "token_families",
  {
    id: uuid("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow().notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("token_families_user_idx").on(t.userId)],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    /** Every token minted by rotation from one login shares the family; reuse revokes it. */
    familyId: uuid("family_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex("refresh_tokens_token_hash_key").on(t.tokenHash),
    index("refresh_tokens_family_idx").on(t.familyId),
    index("refresh_tokens_user_idx").on(t.userId),
  ],
);

/**
 * Fixed-window counters shared by every server instance (login throttling, write limits). An
 * UNLOGGED table (migration 0006, which drizzle-kit does not model): no WAL, no flush per hit; a
 * database crash empties it.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key] }), index("rate_limits_expires_idx").on(t.expiresAt)],
);
