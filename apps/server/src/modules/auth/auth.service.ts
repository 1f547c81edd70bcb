import { randomUUID } from "node:crypto";
import {
  AUTH_MESSAGES,
  type ChangePasswordBody,
  type LoginBody,
  type LoginResponse,
  type RefreshResponse,
  type SignupBody,
  type SignupResponse,
} from "@naehan/contract";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from "../../db/errors";
import { users } from "../../db/schema";
import {
  REFRESH_TOKEN_TTL_MS,
  type AuthUser,
  hashRefreshToken,
  newRefreshToken,
  signAccessToken,
} from "../../lib/auth/tokens";
import { conflict, invalidFields, unauthorized } from "../../lib/http/errors";
import { type PasswordHasher, hashPassword } from "../../lib/auth/password";
import * as q from "./auth.queries";
import { isReservedNickname, keyTaken, nicknameKey as keyOf } from "./nicknames";

export const AUTH_ERRORS = {
  badCredentials: "이메일 또는 비밀번호가 올바르지 않습니다.",
  emailTaken: "이미 사용 중인 이메일입니다.",
  nicknameTaken: "이미 사용 중인 닉네임입니다.",
  refreshInvalid: "로그인 세션이 만료되었습니다. 다시 로그인해 주세요.",
} as const;

const emailTaken = () => conflict(AUTH_ERRORS.emailTaken, "EMAIL_TAKEN");
const nicknameTaken = () => conflict(AUTH_ERRORS.nicknameTaken, "NICKNAME_TAKEN");

export async function signup(
  db: Database,
  passwords: PasswordHasher,
  body: SignupBody,
): Promise<SignupResponse> {
  const email = body.email.toLowerCase();
  if (isReservedNickname(body.nickname)) {
    throw invalidFields({ nickname: AUTH_MESSAGES.nicknameReserved });
  }
  const nicknameKey = keyOf(body.nickname);
  if (await q.emailTaken(db, email)) throw emailTaken();
  if (await keyTaken(db, nicknameKey)) throw nicknameTaken();
  const passwordHash = await passwords.hash(body.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        email,
        nickname: body.nickname,
        nicknameKey,
        passwordHash,
        // Stored when given: the spec's clients show no terms and send no consents.
        termsAgreedAt: body.agreeTerms && body.agreePrivacy ? sql`now()` : null,
        alertsAgreedAt: body.agreeAlerts ? sql`now()` : null,
      })
      .returning({ id: users.id, email: users.email, nickname: users.nickname });
    if (!user) throw new Error("user not inserted");
    return { ...user, email };
  } catch (error) {
    // Two sign-ups raced past the checks above; the unique indexes decide.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      throw pgConstraint(error) === "users_email_key" ? emailTaken() : nicknameTaken();
    }
    throw error;
  }
}

/** A hash to verify against when the email is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | null = null;

export async function checkCredentials(db: Database, passwords: PasswordHasher, body: LoginBody) {
  const user = await q.findUserByEmail(db, body.email.toLowerCase());
  dummyHash ??= hashPassword("naehan-timing-equaliser");
  const ok = await passwords.verify(user?.passwordHash ?? (await dummyHash), body.password);
  return ok && user ? { id: user.id, nickname: user.nickname, roles: [user.role] } : null;
}

/** Access token plus a refresh token of a family (a new family at login, the same on rotation). */
export async function issueTokens(
  db: Database,
  secret: Uint8Array,
  user: AuthUser,
  existingFamily?: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const familyId = existingFamily ?? randomUUID();
  if (!existingFamily) await q.createFamily(db, user.id, familyId);
  const refresh = newRefreshToken();
  await q.storeRefreshToken(db, {
    userId: user.id,
    tokenHash: refresh.hash,
    familyId,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  return {
    accessToken: await signAccessToken(secret, { ...user, familyId }),
    refreshToken: refresh.token,
  };
}

export async function login(
  db: Database,
  secret: Uint8Array,
  user: AuthUser,
): Promise<LoginResponse> {
  return { id: user.id, nickname: user.nickname, ...(await issueTokens(db, secret, user)) };
}

/** How long a spent refresh token still gets a pair: two tabs refreshing at the same moment. */
export const REFRESH_GRACE_SECONDS = 10;

/**
 * Rotation: the presented token is spent and a new one of the same family is issued. A token spent
 * within the grace window (another tab of the same browser won the race) gets a pair of the same
 * family too. Spent earlier, it means someone else holds a copy: the whole family is revoked, and
 * since the family row is checked on every use, a successor minted concurrently dies with it.
 */
export async function refresh(
  db: Database,
  secret: Uint8Array,
  token: string,
  graceSeconds = REFRESH_GRACE_SECONDS,
): Promise<RefreshResponse> {
  const tokenHash = hashRefreshToken(token);
  let spent = await q.spendRefreshToken(db, tokenHash);
  if (!spent) {
    const known = await q.findSpentToken(db, tokenHash, graceSeconds);
    if (!known?.usedAt) throw unauthorized(AUTH_ERRORS.refreshInvalid);
    if (!known.inGrace) {
      await q.revokeFamily(db, known.familyId);
      throw unauthorized(AUTH_ERRORS.refreshInvalid);
    }
    spent = { userId: known.userId, familyId: known.familyId };
  }
  const user = await q.findUserById(db, spent.userId);
  if (!user) throw unauthorized(AUTH_ERRORS.refreshInvalid);
  return issueTokens(
    db,
    secret,
    { id: user.id, nickname: user.nickname, roles: [user.role] },
    spent.familyId,
  );
}

/**
 * A new password ends every other session (a thief's included) with its devices' push alerts, and
 * the calendar feed's URL; this session stays signed in. A wrong
 * current password is a field error (422), not 401, which the client would take for an expired token.
 */
export async function changePassword(
  db: Database,
  passwords: PasswordHasher,
  user: AuthUser,
  body: ChangePasswordBody,
): Promise<void> {
  const current = await q.findPasswordHash(db, user.id);
  if (!current || !(await passwords.verify(current, body.currentPassword))) {
    throw invalidFields({ currentPassword: AUTH_MESSAGES.currentPasswordWrong });
  }
  const passwordHash = await passwords.hash(body.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await q.revokeSessions(tx, user.id, user.familyId);
    await q.endCalendarKey(tx, user.id);
  });
}

/** "Log out everywhere": every session, this one included, every device's alerts, the feed URL. */
export async function logoutEverywhere(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await q.revokeSessions(tx, userId);
    await q.endCalendarKey(tx, userId);
  });
}

export async function logout(db: Database, token: string): Promise<void> {
  const known = await q.findRefreshToken(db, hashRefreshToken(token));
  if (known) await q.revokeFamily(db, known.familyId);
}
