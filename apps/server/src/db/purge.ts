import { sql } from "drizzle-orm";
import { type Database, queryRows } from "./client";

/**
 * Deletes at most `batch` rows of each kind that nothing reads any more: rate-limit windows over
 * for a day, and refresh tokens expired or of a revoked session (a spent but unexpired token stays:
 * presenting it again is how a stolen copy is detected). Bounded, so it never holds a long lock;
 * run as a job on the queue every ten minutes (modules/alerts/alert-jobs.ts).
 */
export async function purgeExpired(
  db: Database,
  batch = 1000,
): Promise<{ rateLimits: number; refreshTokens: number }> {
  const limits = await queryRows<{ n: number }>(
    db,
    sql`with gone as (
      delete from rate_limits where key in (
        select key from rate_limits where expires_at < now() - interval '1 day' limit ${batch})
      returning 1)
    select count(*)::int as n from gone`,
  );
  const tokens = await queryRows<{ n: number }>(
    db,
    sql`with gone as (
      delete from refresh_tokens where id in (
        select id from refresh_tokens
        where expires_at < now() or revoked_at < now() - interval '1 day'
        limit ${batch})
      returning 1)
    select count(*)::int as n from gone`,
  );
  return { rateLimits: Number(limits[0]?.n ?? 0), refreshTokens: Number(tokens[0]?.n ?? 0) };
}
