import type { Context } from "hono";
import { clientIp } from "./client-ip";
import { type AppError, rateLimited } from "./errors";
import type { RateLimiter } from "./rate-limit";

interface Window {
  max: number;
  windowSeconds: number;
}

/** Events per window, and the Korean refusal past it ("… {minutes}분 후에 다시 시도해 주세요."). */
export interface Limit extends Window {
  message: (minutes: number) => string;
}

export interface WriteLimit {
  /** Per account: one person, whatever address they write from. */
  account: Window;
  /** Per address (IPv6 by /64): a script making accounts; null for edits. */
  address: Window | null;
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

/** 429 with Retry-After, and the limit's text naming the minutes left (at least one). */
export const tooMany = (message: (minutes: number) => string, retryAfter: number): AppError =>
  rateLimited(retryAfter, message(Math.max(1, Math.ceil(retryAfter / 60))));

/**
 * The rate limits a handler applies, built once by `createApp` over the app's counters. Each runs
 * as a step of the handler, after its body is validated: a broken form (400, 422) is never counted.
 */
export interface RequestLimits {
  /** Counts the request against the caller's address (IPv6 by /64); past `max`, 429. */
  limitByAddress(c: Context, name: string, limit: Limit): Promise<void>;
  /**
   * Guesses (a current password): each attempt counts against the account, past `max` none is
   * tried (429); one that succeeds clears the count, one that fails keeps it.
   */
  limitGuessesByAccount<T>(
    name: string,
    userId: number,
    limit: Limit,
    attempt: () => Promise<T>,
  ): Promise<T>;
  /**
   * Runs a write within its budget: one event per account and per address is reserved first (so a
   * parallel burst cannot pass), and given back when the write is refused (4xx) or fails, so a
   * careless or hostile neighbour behind the same address spends nobody's budget but their own.
   */
  limitWritesByAccount<T>(
    c: Context,
    name: string,
    limit: WriteLimit,
    userId: number,
    write: () => Promise<T>,
  ): Promise<T>;
}

export function requestLimits(rateLimiter: RateLimiter, trustProxy: boolean): RequestLimits {
  const count = async (key: string, limit: Limit) => {
    const state = await rateLimiter.hit(key, limit.windowSeconds);
    if (state.count > limit.max) throw tooMany(limit.message, state.retryAfter);
  };
  return {
    limitByAddress: (c, name, limit) => count(`${name}:ip:${clientIp(c, trustProxy)}`, limit),

    async limitGuessesByAccount(name, userId, limit, attempt) {
      // Reserved before the guess is checked, like a login attempt; a success gives it back.
      const key = `${name}:account:${userId}`;
      await count(key, limit);
      const result = await attempt();
      await rateLimiter.reset(key);
      return result;
    },

    async limitWritesByAccount(c, name, limit, userId, write) {
      const keys: [string, Window][] = [[`${name}:account:${userId}`, limit.account]];
      if (limit.address) {
        keys.push([`${name}:ip:${clientIp(c, trustProxy)}`, limit.address]);
      }
      const states = await rateLimiter.hitAll(
        keys.map(([key, l]) => ({ key, windowSeconds: l.windowSeconds })),
      );
      const refund = () => Promise.all(keys.map(([key]) => rateLimiter.refund(key)));
      const over = states.find((state, i) => state.count > (keys[i]?.[1].max ?? 0));
      if (over) {
        await refund();
        throw tooMany(limit.message, over.retryAfter);
      }
      try {
        return await write();
      } catch (error) {
        await refund();
        throw error;
      }
    },
  };
}
