import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import pg from "pg";
import type { Logger } from "./logger";

/**
 * Tells every server instance that data changed, so none serves a cached answer from before the
 * write. `onInvalidate` also fires when the bus reconnects: a notice may have been missed.
 */
export interface CacheBus {
  publish(): Promise<void>;
  start(onInvalidate: () => void): Promise<void>;
  stop(): Promise<void>;
}

const CHANNEL = "naehan_cache";

/** PostgreSQL LISTEN/NOTIFY on one dedicated connection, reconnecting with backoff. */
export function postgresCacheBus(url: string, logger: Logger): CacheBus {
  const instance = randomUUID();
  let client: pg.Client | null = null;
  let stopped = false;
  let notify: pg.Pool | null = null;

  async function connect(onInvalidate: () => void, attempt = 0): Promise<void> {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
    next.on("notification", (message) => {
      if (message.channel === CHANNEL && message.payload !== instance) onInvalidate();
    });
    // A restart of the database both errors and ends the connection: listen again once.
    let lost = false;
    const onLost = () => {
      if (lost || stopped) return;
      lost = true;
      // Notices sent while nobody listened are gone: forget everything cached.
      onInvalidate();
      void next.end().catch(() => {});
      if (client === next) client = null;
      logger.warn("cache bus: connection lost, listening again");
      setTimeout(() => void connect(onInvalidate, 1), 250).unref();
    };
    next.on("error", onLost);
    next.on("end", onLost);
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      if (stopped) {
        await next.end().catch(() => {});
        return;
      }
      client = next;
      if (attempt > 0) onInvalidate();
    } catch (error) {
      // Failed before listening: this attempt is over; no `onLost` retry on top of the one below.
      lost = true;
      void next.end().catch(() => {});
      const delay = Math.min(5_000, 250 * 2 ** attempt);
      logger.warn({ err: String(error), delay }, "cache bus: cannot listen yet");
      setTimeout(() => void connect(onInvalidate, attempt + 1), delay).unref();
    }
  }

  return {
    async publish() {
      if (!notify) {
        notify = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 3_000 });
        notify.on("error", () => {});
      }
      // The write itself is committed: a lost notice must not turn its answer into an error.
      // Other instances forget their caches when their own LISTEN connection comes back.
      await notify
        .query("SELECT pg_notify($1, $2)", [CHANNEL, instance])
        .catch((error: unknown) => logger.warn({ err: String(error) }, "cache bus: notify failed"));
    },
    start: (onInvalidate) => connect(onInvalidate),
    async stop() {
      stopped = true;
      await client?.end().catch(() => {});
      await notify?.end().catch(() => {});
    },
  };
}

/** Redis pub/sub on a duplicate of the given connection. */
export function redisCacheBus(redis: Redis, logger?: Logger): CacheBus {
  const instance = randomUUID();
  const subscriber = redis.duplicate();
  return {
    async publish() {
      // As on PostgreSQL: the write is done; subscribers start over when they reconnect.
      await redis
        .publish(CHANNEL, instance)
        .catch((error: unknown) =>
          logger?.warn({ err: String(error) }, "cache bus: publish failed"),
        );
    },
    async start(onInvalidate) {
      subscriber.on("message", (channel, payload) => {
        if (channel === CHANNEL && payload !== instance) onInvalidate();
      });
      // Messages sent while the connection was down are lost: start over after a reconnect.
      subscriber.on("ready", onInvalidate);
      await subscriber.subscribe(CHANNEL);
    },
    async stop() {
      await subscriber.quit().catch(() => {});
    },
  };
}
