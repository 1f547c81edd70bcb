import { createHash, randomBytes } from "node:crypto";
import {
  AUTH_MESSAGES,
  type LinkedAccounts,
  type LoginResponse,
  type OAuthCompleteResponse,
  type OAuthProvider,
  type OAuthSignupBody,
  type SetPasswordBody,
} from "@naehan/contract";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from "../../db/errors";
import { oauthAccounts, users } from "../../db/schema";
import type { PasswordHasher } from "../../lib/auth/password";
import { AppError, conflict, invalidFields } from "../../lib/http/errors";
import { AUTH_ERRORS, login } from "../auth/auth.service";
import { emailTaken } from "../auth/auth.queries";
import { isReservedNickname, keyTaken, nicknameKey as keyOf } from "../auth/nicknames";
import * as q from "./oauth.queries";
import type { ProviderProfile } from "./providers";

/** How long the code the callback hands the app is good for. */
export const SIGN_IN_CODE_SECONDS = 60;
/** How long a first sign-in may take to pick a nickname and agree. */
export const SIGNUP_TICKET_SECONDS = 30 * 60;

export const OAUTH_ERRORS = {
  codeInvalid: "로그인 요청이 만료되었거나 이미 사용되었습니다. 다시 시도해 주세요.",
  ticketInvalid: "가입 요청이 만료되었습니다. 처음부터 다시 시도해 주세요.",
  alreadyMember: "이미 가입된 계정입니다. 다시 로그인해 주세요.",
  lastWay: "마지막 로그인 수단은 연결을 해제할 수 없습니다.",
  passwordExists: "이미 비밀번호가 있습니다. 비밀번호 변경을 이용해 주세요.",
  notLinked: "연결되지 않은 계정입니다.",
} as const;

const codeInvalid = () => new AppError(400, "SIGN_IN_CODE_INVALID", OAUTH_ERRORS.codeInvalid);
const ticketInvalid = () => new AppError(400, "SIGN_IN_CODE_INVALID", OAUTH_ERRORS.ticketInvalid);

const hashCode = (code: string) => createHash("sha256").update(code).digest("hex");
const newCode = () => randomBytes(32).toString("base64url");
const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/**
 * The callback's sign-in: a one-time code for the app, naming the linked account (or none yet, for
 * a first sign-in). The provider's address is kept beside it, never used to find an account.
 */
export async function signInCode(
  db: Database,
  provider: OAuthProvider,
  profile: ProviderProfile,
  now: Date,
): Promise<string> {
  const userId = await q.findLinkedUser(db, provider, profile.id);
  const code = newCode();
  await q.storeCode(db, {
    codeHash: hashCode(code),
    kind: "signin",
    provider,
    providerUserId: profile.id,
    userId,
    nickname: profile.nickname,
    email: profile.email,
    expiresAt: later(now, SIGN_IN_CODE_SECONDS),
  });
  return code;
}

/** The app's exchange of the code: a login's answer, or a signup ticket for a first sign-in. */
export async function complete(
  db: Database,
  secret: Uint8Array,
  provider: OAuthProvider,
  code: string,
  now: Date,
): Promise<OAuthCompleteResponse> {
  const spent = await q.spendCode(db, { codeHash: hashCode(code), kind: "signin", provider, now });
  if (!spent) throw codeInvalid();
  if (spent.userId !== null) {
    const user = await q.findUserForLogin(db, spent.userId);
    if (!user) throw codeInvalid();
    await q.markSignedIn(db, provider, spent.providerUserId, now);
    return login(db, secret, { id: user.id, nickname: user.nickname, roles: [user.role] });
  }
  const signupTicket = newCode();
  await q.storeCode(db, {
    codeHash: hashCode(signupTicket),
    kind: "signup",
    provider,
    providerUserId: spent.providerUserId,
    userId: null,
    nickname: spent.nickname,
    email: spent.email,
    expiresAt: later(now, SIGNUP_TICKET_SECONDS),
  });
  return { signupTicket, suggestedNickname: spent.nickname };
}

/**
 * A first sign-in becomes an account: the nickname under sign-up's rules, the consents stored with
 * their time, the provider account linked. The ticket is spent in the same transaction, so a form
 * refused (a taken nickname) can be sent again, and a ticket makes at most one account.
 */
export async function signup(
  db: Database,
  secret: Uint8Array,
  provider: OAuthProvider,
  body: OAuthSignupBody,
  now: Date,
): Promise<LoginResponse> {
  const codeHash = hashCode(body.signupTicket);
  if (!(await q.peekCode(db, { codeHash, kind: "signup", provider, now }))) throw ticketInvalid();
  if (isReservedNickname(body.nickname)) {
    throw invalidFields({ nickname: AUTH_MESSAGES.nicknameReserved });
  }
  const nicknameKey = keyOf(body.nickname);
  if (await keyTaken(db, nicknameKey)) throw nicknameTaken();
  let user: { id: number; nickname: string };
  try {
    user = await db.transaction(async (tx) => {
      const ticket = await q.spendCode(tx, { codeHash, kind: "signup", provider, now });
      if (!ticket) throw ticketInvalid();
      const [made] = await tx
        .insert(users)
        .values({
          email: null,
          nickname: body.nickname,
          nicknameKey,
          passwordHash: null,
          termsAgreedAt: now,
          alertsAgreedAt: body.agreeAlerts ? now : null,
        })
        .returning({ id: users.id, nickname: users.nickname });
      if (!made) throw new Error("user not inserted");
      await tx.insert(oauthAccounts).values({
        userId: made.id,
        provider,
        providerUserId: ticket.providerUserId,
        email: ticket.email,
        lastSignInAt: now,
      });
      return made;
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      // Two first sign-ins of one provider account raced: the other one made the account.
      if (pgConstraint(error) === "oauth_accounts_provider_user_key") {
        throw conflict(OAUTH_ERRORS.alreadyMember, "ACCOUNT_LINKED");
      }
      throw nicknameTaken();
    }
    throw error;
  }
  const tokens = await login(db, secret, {
    id: user.id,
    nickname: user.nickname,
    roles: ["ROLE_USER"],
  });
  return tokens;
}

const nicknameTaken = () => conflict(AUTH_ERRORS.nicknameTaken, "NICKNAME_TAKEN");

export type LinkOutcome = "linked" | "linkedElsewhere" | "oneEach";

/**
 * Links a provider account to a signed-in account that proved it at the provider. A provider
 * account already linked to another of ours stays there; an account links one of each provider.
 */
export async function link(
  db: Database,
  userId: number,
  provider: OAuthProvider,
  profile: ProviderProfile,
  now: Date,
): Promise<LinkOutcome> {
  const owner = await q.findLinkedUser(db, provider, profile.id);
  if (owner === userId) return "linked";
  if (owner !== null) return "linkedElsewhere";
  try {
    await db.insert(oauthAccounts).values({
      userId,
      provider,
      providerUserId: profile.id,
      email: profile.email,
      lastSignInAt: now,
    });
    return "linked";
  } catch (error) {
    if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
    return pgConstraint(error) === "oauth_accounts_user_provider_key"
      ? "oneEach"
      : "linkedElsewhere";
  }
}

export async function linkedAccounts(db: Database, userId: number): Promise<LinkedAccounts> {
  const [way, linked] = await Promise.all([q.passwordWay(db, userId), q.listLinked(db, userId)]);
  return {
    passwordEmail: way?.hasPassword && way.email ? way.email : null,
    providers: linked.map((row) => ({
      provider: row.provider as OAuthProvider,
      linkedAt: row.createdAt.toISOString(),
    })),
  };
}

/**
 * Unlinks a provider unless it is the account's last way to sign in. The account's row is locked
 * first, so two unlinks at once (Kakao and Naver, no password) cannot both pass the count.
 */
export async function unlink(db: Database, userId: number, provider: OAuthProvider) {
  await db.transaction(async (tx) => {
    const [me] = await tx
      .select({ email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    const linked = await q.listLinked(tx, userId);
    if (!linked.some((row) => row.provider === provider)) {
      throw new AppError(404, "NOT_FOUND", OAUTH_ERRORS.notLinked);
    }
    const ways = linked.length + (me?.passwordHash && me.email ? 1 : 0);
    if (ways <= 1) throw conflict(OAUTH_ERRORS.lastWay, "LAST_SIGN_IN_WAY");
    await tx
      .delete(oauthAccounts)
      .where(and(eq(oauthAccounts.userId, userId), eq(oauthAccounts.provider, provider)));
  });
}

/** A provider-made account gets an address and a password to log in with; never a second one. */
export async function setPassword(
  db: Database,
  hasher: PasswordHasher,
  userId: number,
  body: SetPasswordBody,
) {
  const email = body.email.toLowerCase();
  const way = await q.passwordWay(db, userId);
  if (way?.hasPassword) throw conflict(OAUTH_ERRORS.passwordExists, "PASSWORD_EXISTS");
  if (await emailTaken(db, email)) throw conflict(AUTH_ERRORS.emailTaken, "EMAIL_TAKEN");
  const passwordHash = await hasher.hash(body.newPassword);
  try {
    const updated = await db
      .update(users)
      .set({ email, passwordHash, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), isNull(users.passwordHash)))
      .returning({ id: users.id });
    if (updated.length === 0) throw conflict(OAUTH_ERRORS.passwordExists, "PASSWORD_EXISTS");
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      throw conflict(AUTH_ERRORS.emailTaken, "EMAIL_TAKEN");
    }
    throw error;
  }
}
