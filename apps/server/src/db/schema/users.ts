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
import { createdAt, timestamps } from "./columns";
import { roleEnum } from "./enums";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    /**
     * The address the account logs in with, stored lower-cased and trimmed, so uniqueness ignores
     * case; null for an account made through a provider until it sets a password.
     */
    email: text("email"),
    nickname: text("nickname").notNull(),
    /** The nickname's confusable skeleton (modules/auth/nicknames.ts): unique, never shown. */
    nicknameKey: text("nickname_key"),
    /** Null for an account made through a provider that has not set a password. */
    passwordHash: text("password_hash"),
    role: roleEnum("role").notNull().default("ROLE_USER"),
    /** Secret of the personal calendar feed; null until the user asks for one. */
    calendarKey: text("calendar_key"),
    /** When the fan agreed to the terms and the privacy notice (null: before consents were asked). */
    termsAgreedAt: timestamp("terms_agreed_at", { withTimezone: true }),
    /** When the fan agreed to receive alerts (the optional consent); null when they did not. */
    alertsAgreedAt: timestamp("alerts_agreed_at", { withTimezone: true }),
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
    createdAt: createdAt(),
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
    createdAt: createdAt(),
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

/**
 * A Kakao or Naver account linked to one of ours: each provider account to at most one of ours, and
 * each of ours to at most one account of each provider.
 */
export const oauthAccounts = pgTable(
  "oauth_accounts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** The provider's id of the account (Kakao's number as text, Naver's string). */
    providerUserId: text("provider_user_id").notNull(),
    /** The address the provider gave, if any: kept for the fan to see, never used to sign in. */
    email: text("email"),
    createdAt: createdAt(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("oauth_accounts_provider_user_key").on(t.provider, t.providerUserId),
    uniqueIndex("oauth_accounts_user_provider_key").on(t.userId, t.provider),
  ],
);

/**
 * One-time codes of a provider sign-in: `signin` (what the callback hands the app in the URL
 * fragment, 60 s) and `signup` (the ticket a first sign-in gets to pick a nickname). Only the
 * SHA-256 of a code is kept; spending one is a single conditional update.
 */
export const signInCodes = pgTable(
  "sign_in_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    kind: text("kind", { enum: ["signin", "signup"] }).notNull(),
    provider: text("provider").notNull(),
    providerUserId: text("provider_user_id").notNull(),
    /** The account the provider account is linked to; null for a first sign-in. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    nickname: text("nickname").notNull(),
    email: text("email"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("sign_in_codes_expires_idx").on(t.expiresAt)],
);

/**
 * 비밀번호 찾기: a reset link's token (only its SHA-256), good once and for 30 minutes.
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index("password_resets_user_idx").on(t.userId)],
);
