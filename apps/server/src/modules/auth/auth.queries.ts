import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { refreshTokens, users } from "../../db/schema";
import type { AccountLookup } from "../../lib/auth/middleware";

export function findUserByEmail(db: Database, email: string) {
  return db
    .select({
      id: users.id,
      nickname: users.nickname,
      role: users.role,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.email, email))
    .then((rows) => rows[0] ?? null);
}

export function findUserById(db: Database, id: number) {
  return db
    .select({ id: users.id, email: users.email, nickname: users.nickname, role: users.role })
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0] ?? null);
}

/** The middleware's view of an account: what a token may not be trusted to say any more. */
export function accountLookup(db: Database): AccountLookup {
  return (id) =>
    db
      .select({ nickname: users.nickname, role: users.role })
      .from(users)
      .where(eq(users.id, id))
      .then((rows) => rows[0] ?? null);
}

export async function emailTaken(db: Database, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return rows.length > 0;
}

export async function nicknameTaken(db: Database, nickname: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.nickname}) = lower(${nickname})`);
  return rows.length > 0;
}

export async function storeRefreshToken(
  db: Database,
  values: { userId: number; tokenHash: string; familyId: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(values);
}

/**
 * Spends a refresh token atomically: only one of two concurrent presentations wins. Returns the
 * token's owner and family, or null when it was not live (unknown, spent, revoked or expired).
 */
export async function spendRefreshToken(db: Database, tokenHash: string) {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        sql`${refreshTokens.expiresAt} > now()`,
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  return row ?? null;
}

export async function findRefreshToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      familyId: refreshTokens.familyId,
      usedAt: refreshTokens.usedAt,
      revokedAt: refreshTokens.revokedAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

export async function revokeFamily(db: Database, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}
