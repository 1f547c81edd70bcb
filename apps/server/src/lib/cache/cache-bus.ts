import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import pg from "pg";
import type { Logger } from "../logger";

/**
 * Tells every server instance what data changed (cache tags, or null for everything), so none
 * serves a cached answer from before the write. `onInvalidate(null)` also fires when the bus
 * reconnects: a notice may have been missed.
 */
export interface CacheBus {
  publish(tags: readonly string[] | null): Promise<void>;
  start(onInvalidate: (tags: readonly string[] | null) => void): Promise<void>;
  stop(): Promise<void>;
}

type OnInvalidate = (tags: readonly string[] | null) => void;

const CHANNEL = "naehan_cache";

/** Longest notice: PostgreSQL refuses payloads of 8,000 bytes and more. */
const MAX_NOTICE = 7_000;

/**
 * A notice: the sending instance and the tags its writes changed (null: everything, also when the
 * tags would not fit in one notice).
 */
function encode(instance: string, tags: readonly string[] | null): string {
  const notice = JSON.stringify({ from: instance, tags });
  return notice.length > MAX_NOTICE ? JSON.stringify({ from: instance, tags: null }) : notice;
}

/**
 * One notice in flight at a time: the writes made while it travels share the next one, their tags
 * merged. Under a rush of posts the notices then follow the round trip to the bus, not the writes,
 * and each write still returns only once a notice carrying its tags has been sent.
 */
export function coalesced(send: (tags: readonly string[] | null) => Promise<void>) {
  let next: { tags: Set<string> | null; sent: Promise<void>; resolve: () => void } | null = null;
  let sending = false;
  async function pump() {
    while (next) {
      const batch = next;
      next = null;
      await send(batch.tags && [...batch.tags]);
      batch.resolve();
    }
    sending = false;
  }
  return (tags: readonly string[] | null): Promise<void> => {
    if (!next) {
      let resolve = () => {};
      const sent = new Promise<void>((done) => (resolve = done));
      next = { tags: new Set(), sent, resolve };
    }
    if (tags === null) next.tags = null;
    else if (next.tags) for (const tag of tags) next.tags.add(tag);
    const { sent } = next;
    if (!sending) {
      sending = true;
      void pump();
    }
    return sent;
  };
}

/**
 * The tags a notice names, or undefined for this instance's own. Anything unreadable (a notice
 * from an older version, which sent its id alone) is taken as "everything changed".
 */
function decode(payload: string, instance: string): readonly string[] | null | undefined {
  if (payload === instance) return undefined;
  try {
    const notice = JSON.parse(payload) as { from?: unknown; tags?: unknown };
    if (notice.from === instance) return undefined;
    const { tags } = notice;
    return Array.isArray(tags) && tags.every((tag) => typeof tag === "string") ? tags : null;
  } catch {
    return null;
  }
}

/** Calls `onInvalidate` for every notice but this instance's own. */
function receiver(instance: string, onInvalidate: OnInvalidate) {
  return (payload: string | undefined) => {
    const tags = decode(payload ?? "", instance);
    if (tags !== undefined) onInvalidate(tags);
  };
}

/** PostgreSQL LISTEN/NOTIFY on one dedicated connection, reconnecting with backoff. */
export function postgresCacheBus(url: string, logger: Logger): CacheBus {
  const instance = randomUUID();
  let client: pg.Client | null = null;
  let stopped = false;
  let notify: pg.Pool | null = null;

  async function connect(onInvalidate: OnInvalidate, attempt = 0): Promise<void> {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
    const receive = receiver(instance, onInvalidate);
    next.on("notification", (message) => {
      if (message.channel === CHANNEL) receive(message.payload);
    });
    // A restart of the database both errors and ends the connection: listen again once.
    let lost = false;
    const onLost = () => {
      if (lost || stopped) return;
      lost = true;
      // Notices sent while nobody listened are gone: forget everything cached.
      onInvalidate(null);
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
      if (attempt > 0) onInvalidate(null);
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
    publish: coalesced(async (tags) => {
      if (!notify) {
        // NOTIFY gives its transaction an id, whose commit would wait for a flush to disk like a
        // write's; a notice needs no durability (a listener that reconnects forgets everything).
        notify = new pg.Pool({
          connectionString: url,
          max: 1,
          connectionTimeoutMillis: 3_000,
          options: "-c synchronous_commit=off",
        });
        notify.on("error", () => {});
      }
      // The write itself is committed: a lost notice must not turn its answer into an error.
      // Other instances forget their caches when their own LISTEN connection comes back.
      await notify.query("SELECT pg_notify($1, $2)", [CHANNEL, encode(instance, tags)]).then(
        () => undefined,
        (error: unknown) => logger.warn({ err: String(error) }, "cache bus: notify failed"),
      );
    }),
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
    publish: coalesced(async (tags) => {
      // As on PostgreSQL: the write is done; subscribers start over when they reconnect.
      await redis.publish(CHANNEL, encode(instance, tags)).then(
        () => undefined,
        (error: unknown) => logger?.warn({ err: String(error) }, "cache bus: publish failed"),
      );
    }),
    async start(onInvalidate) {
      const receive = receiver(instance, onInvalidate);
      subscriber.on("message", (channel, payload) => {
        if (channel === CHANNEL) receive(payload);
      });
      // Messages sent while the connection was down are lost: start over after a reconnect.
      subscriber.on("ready", () => onInvalidate(null));
      await subscriber.subscribe(CHANNEL);
    },
    async stop() {
      await subscriber.quit().catch(() => {});
    },
  };
}
