import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pushSubscriptions, refreshTokens, tokenFamilies, users } from "../../db/schema";
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

export function findPasswordHash(db: Database, id: number) {
  return db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0]?.passwordHash ?? null);
}

/**
 * The middleware's view of an account: what a token may not be trusted to say any more, and
 * whether the token's session is still live (one round trip).
 */
export function accountLookup(db: Database): AccountLookup {
  // Prepared once: every signed-in request asks it, and building the query cost more than sending it.
  const query = db
    .select({ nickname: users.nickname, role: users.role })
    .from(users)
    .innerJoin(
      tokenFamilies,
      and(
        eq(tokenFamilies.userId, users.id),
        eq(tokenFamilies.id, sql.placeholder("familyId")),
        isNull(tokenFamilies.revokedAt),
      ),
    )
    .where(eq(users.id, sql.placeholder("id")))
    .prepare("account_lookup");
  return async (id, familyId) => (await query.execute({ id, familyId }))[0] ?? null;
}

export async function createFamily(db: Database, userId: number, familyId: string) {
  await db.insert(tokenFamilies).values({ id: familyId, userId });
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
        sql`not exists (select 1 from ${tokenFamilies} where ${tokenFamilies.id} = ${refreshTokens.familyId} and ${tokenFamilies.revokedAt} is not null)`,
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  return row ?? null;
}

/**
 * A token that was not live: whether it was spent within the last `graceSeconds` of a session
 * still live (the other tab of a simultaneous refresh), by the database's clock.
 */
export async function findSpentToken(db: Database, tokenHash: string, graceSeconds: number) {
  const [row] = await db
    .select({
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      usedAt: refreshTokens.usedAt,
      inGrace: sql<boolean>`(${refreshTokens.usedAt} > now() - make_interval(secs => ${graceSeconds})
        and ${refreshTokens.revokedAt} is null and ${refreshTokens.expiresAt} > now()
        and ${tokenFamilies.revokedAt} is null)`,
    })
    .from(refreshTokens)
    .innerJoin(tokenFamilies, eq(tokenFamilies.id, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
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

/**
 * Ends a session: the family row (checked on every use, so a successor minted by a refresh racing
 * this still dies), its refresh tokens and the push subscriptions it made.
 */
export async function revokeFamily(db: Database, familyId: string) {
  await db
    .update(tokenFamilies)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(tokenFamilies.id, familyId), isNull(tokenFamilies.revokedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.familyId, familyId));
}

/**
 * Ends every session of an account, or every one but `except` (the session changing it), with
 * their push subscriptions (and those made before subscriptions had a session).
 */
export async function revokeSessions(db: Database, userId: number, except?: string) {
  const families = and(
    eq(tokenFamilies.userId, userId),
    isNull(tokenFamilies.revokedAt),
    except ? ne(tokenFamilies.id, except) : undefined,
  );
  await db
    .update(tokenFamilies)
    .set({ revokedAt: sql`now()` })
    .where(families);
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        except ? ne(refreshTokens.familyId, except) : undefined,
      ),
    );
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, userId),
        except
          ? or(isNull(pushSubscriptions.familyId), ne(pushSubscriptions.familyId, except))
          : undefined,
      ),
    );
}

/** The calendar feed's URL stops working; the account makes a new one when it next asks. */
export async function endCalendarKey(db: Database, userId: number) {
  await db.update(users).set({ calendarKey: null }).where(eq(users.id, userId));
}
