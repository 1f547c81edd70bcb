import type { OAuthProvider } from "@naehan/contract";
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { oauthAccounts, signInCodes, users } from "../../db/schema";

export function findLinkedUser(db: Database, provider: OAuthProvider, providerUserId: string) {
  return db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(
      and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, providerUserId)),
    )
    .then((rows) => rows[0]?.userId ?? null);
}

export async function markSignedIn(
  db: Database,
  provider: OAuthProvider,
  providerUserId: string,
  at: Date,
) {
  await db
    .update(oauthAccounts)
    .set({ lastSignInAt: at })
    .where(
      and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, providerUserId)),
    );
}

export interface NewCode {
  codeHash: string;
  kind: "signin" | "signup";
  provider: OAuthProvider;
  providerUserId: string;
  userId: number | null;
  nickname: string;
  email: string | null;
  expiresAt: Date;
}

export async function storeCode(db: Database, code: NewCode) {
  await db.insert(signInCodes).values(code);
}

/**
 * Spends a one-time code: one conditional update, so of two presentations at once only one gets
 * the row back. Null when it is unknown, of another kind or provider, spent or expired.
 */
export async function spendCode(
  db: Database,
  where: { codeHash: string; kind: "signin" | "signup"; provider: OAuthProvider; now: Date },
) {
  const [row] = await db
    .update(signInCodes)
    .set({ usedAt: where.now })
    .where(
      and(
        eq(signInCodes.codeHash, where.codeHash),
        eq(signInCodes.kind, where.kind),
        eq(signInCodes.provider, where.provider),
        isNull(signInCodes.usedAt),
        gt(signInCodes.expiresAt, where.now),
      ),
    )
    .returning({
      providerUserId: signInCodes.providerUserId,
      userId: signInCodes.userId,
      nickname: signInCodes.nickname,
      email: signInCodes.email,
    });
  return row ?? null;
}

/** A ticket that is still good, without spending it (to check a form before the account is made). */
export function peekCode(
  db: Database,
  where: { codeHash: string; kind: "signup"; provider: OAuthProvider; now: Date },
) {
  return db
    .select({ providerUserId: signInCodes.providerUserId })
    .from(signInCodes)
    .where(
      and(
        eq(signInCodes.codeHash, where.codeHash),
        eq(signInCodes.kind, where.kind),
        eq(signInCodes.provider, where.provider),
        isNull(signInCodes.usedAt),
        gt(signInCodes.expiresAt, where.now),
      ),
    )
    .then((rows) => rows[0] ?? null);
}

export function findUserForLogin(db: Database, id: number) {
  return db
    .select({ id: users.id, nickname: users.nickname, role: users.role })
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0] ?? null);
}

export function listLinked(db: Database, userId: number) {
  return db
    .select({ provider: oauthAccounts.provider, createdAt: oauthAccounts.createdAt })
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userId, userId))
    .orderBy(oauthAccounts.provider);
}

export function passwordWay(db: Database, userId: number) {
  return db
    .select({ email: users.email, hasPassword: sql<boolean>`${users.passwordHash} is not null` })
    .from(users)
    .where(eq(users.id, userId))
    .then((rows) => rows[0] ?? null);
}

export function linkedCount(db: Database, userId: number) {
  return db
    .select({ n: count() })
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userId, userId))
    .then((rows) => Number(rows[0]?.n ?? 0));
}
