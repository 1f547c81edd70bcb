import { sql } from "drizzle-orm";
import { type Hit, type LimitState, type RateLimiter, hitsOf } from "../lib/http/rate-limit";
import { type Database, queryRows } from "./client";

/** The rate limiter's counters in the database (`rate_limits`), which every instance shares. */
export function databaseRateLimiter(db: Database): RateLimiter {
  async function hitAll(hits: readonly Hit[]): Promise<LimitState[]> {
    // Rows are locked in key order, so two requests sharing keys cannot deadlock.
    const rows = await queryRows<{ key: string; count: number; retry_after: number }>(
      db,
      sql`
      insert into rate_limits (key, window_start, count, expires_at)
      select key, now(), 1, now() + make_interval(secs => window_seconds)
      from (values ${sql.join(
        hits.map((h) => sql`(${h.key}::text, ${h.windowSeconds}::int)`),
        sql`, `,
      )}) as hit(key, window_seconds)
      order by key
      on conflict (key) do update set
        count = case when rate_limits.expires_at <= now() then 1 else rate_limits.count + 1 end,
        window_start = case when rate_limits.expires_at <= now() then now() else rate_limits.window_start end,
        expires_at = case when rate_limits.expires_at <= now()
          then excluded.expires_at else rate_limits.expires_at end
      returning key, count, ceil(extract(epoch from expires_at - now()))::int as retry_after`,
    );
    const byKey = new Map(rows.map((row) => [row.key, row]));
    return hits.map(({ key, windowSeconds }) => {
      const row = byKey.get(key);
      return {
        count: Number(row?.count ?? 1),
        retryAfter: Number(row?.retry_after ?? windowSeconds),
      };
    });
  }
  return {
    ...hitsOf(hitAll),
    async peek(key) {
      const [row] = await queryRows<{ count: number; retry_after: number }>(
        db,
        sql`
        select count, ceil(extract(epoch from expires_at - now()))::int as retry_after
        from rate_limits where key = ${key} and expires_at > now()`,
      );
      return row
        ? { count: Number(row.count), retryAfter: Number(row.retry_after) }
        : { count: 0, retryAfter: 0 };
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
    async refund(key) {
      await db.execute(
        sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key} and expires_at > now()`,
      );
    },
  };
}
