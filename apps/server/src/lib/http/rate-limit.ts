import type { Redis } from "ioredis";

export interface Hit {
  key: string;
  windowSeconds: number;
}

export interface LimitState {
  count: number;
  /** Seconds until the window closes. */
  retryAfter: number;
}

/**
 * Fixed-window counters shared by every server instance: in the database (`db/rate-limiter.ts`),
 * or in Redis when REDIS_URL is set. Keys name what is limited, e.g. `login:account:fan@example.com`.
 */
export interface RateLimiter {
  /** Counts one event and returns the window's state after it. */
  hit(key: string, windowSeconds: number): Promise<LimitState>;
  /** `hit` for several keys at once, in one round trip; states in the order given. */
  hitAll<const T extends readonly Hit[]>(
    hits: T,
  ): Promise<{ -readonly [K in keyof T]: LimitState }>;
  /** The current state without counting (count 0 when the window is over). */
  peek(key: string): Promise<LimitState>;
  reset(key: string): Promise<void>;
  /** Gives back one event counted by `hit` (an attempt reserved, then found harmless). */
  refund(key: string): Promise<void>;
}

/** `hitAll` as the interface types it, and `hit` as a batch of one. */
export function hitsOf(
  hitAll: (hits: readonly Hit[]) => Promise<LimitState[]>,
): Pick<RateLimiter, "hit" | "hitAll"> {
  return {
    hitAll: hitAll as RateLimiter["hitAll"],
    async hit(key, windowSeconds) {
      const [state] = await hitAll([{ key, windowSeconds }]);
      return state ?? { count: 1, retryAfter: windowSeconds };
    },
  };
}

export function redisRateLimiter(redis: Redis, prefix = "naehan:rl:"): RateLimiter {
  async function hitAll(hits: readonly Hit[]): Promise<LimitState[]> {
    const batch = redis.multi();
    for (const { key, windowSeconds } of hits) {
      const name = prefix + key;
      batch
        .incr(name)
        .pexpire(name, windowSeconds * 1000, "NX")
        .pttl(name);
    }
    const result = await batch.exec();
    return hits.map(({ windowSeconds }, i) => {
      const count = Number(result?.[i * 3]?.[1] ?? 1);
      const ttl = Number(result?.[i * 3 + 2]?.[1] ?? windowSeconds * 1000);
      return { count, retryAfter: Math.max(1, Math.ceil(ttl / 1000)) };
    });
  }
  return {
    ...hitsOf(hitAll),
    async peek(key) {
      const name = prefix + key;
      const result = await redis.multi().get(name).pttl(name).exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[1]?.[1] ?? 0);
      return ttl > 0 ? { count, retryAfter: Math.ceil(ttl / 1000) } : { count: 0, retryAfter: 0 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async refund(key) {
      // Only while the window lives: DECR on a missing key would create one without expiry.
      await redis.eval(
        "if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0",
        1,
        prefix + key,
      );
    },
  };
}
