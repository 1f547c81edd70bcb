import type { Context } from "hono";
import { clientIp } from "./client-ip";
import type { AppConfig } from "../context";
import { rateLimited } from "./errors";
import type { RateLimiter } from "./rate-limit";

interface Limit {
  max: number;
  windowSeconds: number;
}

export interface WriteLimit {
  /** Per account: one person, whatever address they write from. */
  account: Limit;
  /** Per address (IPv6 by /64): a script making accounts; null for edits. */
  address: Limit | null;
  /** The Korean refusal: "{what}을 너무 자주 …". */
  message: (minutes: number) => string;
}

/**
 * Edits of one's own posts and comments: each one evicts its post from every instance's cache, so an
 * account cannot flush it faster than this.
 */
export const EDIT_LIMIT = {
  account: { max: 30, windowSeconds: 10 * 60 },
  address: null,
  message: (minutes: number) => `수정을 너무 자주 했습니다. ${minutes}분 후에 다시 시도해 주세요.`,
} as const satisfies WriteLimit;

/**
 * Runs a write within its budget: one event per account and per address is reserved first (so a
 * parallel burst cannot pass), and given back when the write is refused (4xx) or fails, so a
 * careless or hostile neighbour behind the same address spends nobody's budget but their own.
 */
export async function withinWriteLimit<T>(
  c: Context,
  { rateLimiter, config }: { rateLimiter: RateLimiter; config: Pick<AppConfig, "trustProxy"> },
  name: string,
  limit: WriteLimit,
  userId: number,
  write: () => Promise<T>,
): Promise<T> {
  const keys: [string, Limit][] = [[`${name}:account:${userId}`, limit.account]];
  if (limit.address) {
    keys.push([`${name}:ip:${clientIp(c, config.trustProxy)}`, limit.address]);
  }
  const states = await rateLimiter.hitAll(
    keys.map(([key, l]) => ({ key, windowSeconds: l.windowSeconds })),
  );
  const refund = () => Promise.all(keys.map(([key]) => rateLimiter.refund(key)));
  const over = states.find((state, i) => state.count > (keys[i]?.[1].max ?? 0));
  if (over) {
    await refund();
    throw rateLimited(over.retryAfter, limit.message(Math.max(1, Math.ceil(over.retryAfter / 60))));
  }
  try {
    return await write();
  } catch (error) {
    await refund();
    throw error;
  }
}
