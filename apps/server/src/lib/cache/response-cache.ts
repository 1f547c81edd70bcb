import type { MiddlewareHandler } from "hono";
import type { CacheBus } from "./cache-bus";
import type { AppEnv } from "../context";
import { bodyBytes } from "./answer-bytes";
import { pickEncoding } from "../http/compression";
import {
  COMPRESS_FROM,
  type CacheEntry,
  type CachedAnswer,
  type Variant,
  ageOf,
  prepare,
} from "./cache-entry";
import { KEPT_HEADERS, changesPublicData, requestKey, withoutUnread } from "./cache-rules";
import { type Collector, collect } from "./page-collector";
import { etagMatches } from "../http/etag";
import type { EdgePurger } from "../edge/edge-purge";
import { edgeCacheControl, purgedKeys, surrogateKeys } from "../edge/edge-headers";

export interface ResponseCacheOptions {
  maxEntries?: number;
  /** Upper bound of the bodies kept, in bytes (their compressed copies not counted). */
  maxBytes?: number;
  /** Bounds staleness of answers that depend on the clock (e.g. "upcoming" concerts). */
  ttlMs?: number;
  bus?: CacheBus | null;
  /** An HTTP cache in front: anonymous answers say how long it may keep them, writes purge it. */
  edge?: EdgePurger | null;
}

/** When a write purges the edge a second time, after its answer. */
const EDGE_REPURGE_MS = 500;

/** Invalidations remembered per tag before they are forgotten at once (see `mayStore`). */
const REMEMBERED_TAGS = 10_000;

/**
 * Anonymous API reads and server-rendered pages answered from memory. Each answer is filed under
 * the tags of what it shows (cache-tags.ts); a successful write evicts the answers of the tags it
 * changed, here and, through the bus, on every other instance. Entries also expire after `ttlMs`.
 * Bodies are kept with their gzip and brotli forms, so a hit costs no database and no compression;
 * `lookup` and `answer` let the HTTP server answer a hit before the app sees the request.
 */
export class ResponseCache {
  private entries = new Map<string, CacheEntry>();
  private byTag = new Map<string, Set<string>>();
  private untagged = new Set<string>();
  private readonly collectors = new WeakMap<Request, Collector>();
  /** Bumped by every invalidation; an answer computed across one that touches it is not stored. */
  private seq = 0;
  private tagSeq = new Map<string, number>();
  /** The last invalidation of anything (untagged answers depend on everything). */
  private anySeq = 0;
  /** The last invalidation of everything, or the moment `tagSeq` was forgotten. */
  private allSeq = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private bytes = 0;
  private readonly ttlMs: number;
  private readonly bus: CacheBus | null;
  private readonly edge: EdgePurger | null;

  constructor(options: ResponseCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 2_000;
    this.maxBytes = options.maxBytes ?? 48 * 1024 * 1024;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.bus = options.bus ?? null;
    this.edge = options.edge ?? null;
  }

  /**
   * Listens on the bus. A notice of another instance's write evicts here, then purges the edge
   * once more from here: until this instance had evicted, an edge miss routed to it could still
   * get its old copy, and the writer's own purges may have come before that.
   */
  start(): Promise<void> {
    return (
      this.bus?.start((tags) => {
        this.evict(tags);
        void this.edge?.purge(purgedKeys(tags));
      }) ?? Promise.resolve()
    );
  }

  stop(): Promise<void> {
    return this.bus?.stop() ?? Promise.resolve();
  }

  /** Forgets the answers showing any of `tags` (and every untagged one); null: everything. */
  evict(tags: readonly string[] | null) {
    const seq = ++this.seq;
    this.anySeq = seq;
    if (tags === null) {
      this.allSeq = seq;
      this.entries.clear();
      this.byTag.clear();
      this.untagged.clear();
      this.tagSeq.clear();
      this.bytes = 0;
      return;
    }
    if (this.tagSeq.size + tags.length > REMEMBERED_TAGS) {
      this.tagSeq.clear();
      this.allSeq = seq;
    }
    for (const tag of tags) {
      this.tagSeq.set(tag, seq);
      for (const key of this.byTag.get(tag) ?? []) this.remove(key);
    }
    for (const key of this.untagged) this.remove(key);
  }

  /**
   * A write happened here: forget what it changed, and tell the others. The write's answer does
   * not wait for the notice to the other instances, but it does wait for the edge's purge (a fan
   * who reloads after the answer gets the new data from the edge), and purges once more a moment
   * later: an answer another instance computed before the write may have reached the edge after
   * the first purge.
   */
  async invalidate(tags: readonly string[] | null) {
    this.evict(tags);
    void this.bus?.publish(tags);
    const edge = this.edge;
    if (!edge) return;
    const keys = purgedKeys(tags);
    await edge.purge(keys);
    setTimeout(() => void edge.purge(keys), EDGE_REPURGE_MS).unref();
  }

  get size() {
    return this.entries.size;
  }

  /** The live entry under `key`, marked as just used; null when there is none. */
  lookup(key: string): CacheEntry | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expires <= Date.now()) {
      this.remove(key);
      return null;
    }
    // Most recently used last: the oldest entries are evicted first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** The entry as answered to a request with these headers: 304, compressed or as it is. */
  answer(
    entry: CacheEntry,
    ifNoneMatch: string | undefined,
    acceptEncoding: string | undefined,
  ): CachedAnswer {
    let variant: Variant = "identity";
    if (entry.etag && etagMatches(entry.etag, ifNoneMatch)) variant = "notModified";
    else if (entry.body.byteLength >= COMPRESS_FROM)
      variant = pickEncoding(acceptEncoding) ?? variant;
    return (entry.answers[variant] ??= prepare(entry, variant));
  }

  /** The tags of API answers fetched with `request` go to `collector` (a page being rendered). */
  collectFor(request: Request, collector: Collector) {
    this.collectors.set(request, collector);
  }

  middleware(): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const method = c.req.method;
      if (method !== "GET" && method !== "HEAD") {
        await next();
        if (c.res.status < 400 && changesPublicData(method, c.req.path)) {
          await this.invalidate(c.get("writeTags") ?? null);
        }
        return;
      }
      const collector = this.collectors.get(c.req.raw);
      const { key, clean } = requestKey(method, new URL(c.req.url));
      if (c.req.header("authorization")) {
        if (collector) collector.untagged = true;
        if (!clean) withoutUnread(c, key);
        return next();
      }

      const hit = this.lookup(key);
      if (hit) {
        if (collector) collect(collector, hit.tags);
        const { status, headers, vary, body } = this.answer(
          hit,
          c.req.header("if-none-match"),
          c.req.header("accept-encoding"),
        );
        // c.body merges headers other middleware prepared for this request (request id, CORS).
        const init: Record<string, string> = {};
        for (let i = 0; i < headers.length; i += 2) init[headers[i]!] = headers[i + 1]!;
        if (vary) init.vary = vary;
        init.age = ageOf(hit);
        if (method === "HEAD" || body === null) return c.body(null, status as 200, init);
        return c.body(body as Uint8Array<ArrayBuffer>, status as 200, init);
      }

      // A page too is rendered for its key alone (its canonical link names its path only): a
      // parameter it does not read, such as a messenger's tracking tag, costs no render.
      if (!clean) withoutUnread(c, key);
      const started = this.seq;
      await next();
      const res = c.res;
      const tags = [...(c.get("answerTags") ?? [])];
      const cacheControl = res.headers.get("cache-control") ?? "";
      const storable =
        res.status === 200 &&
        !res.headers.has("content-encoding") &&
        !res.headers.has("set-cookie") &&
        !/private|no-store/.test(cacheControl) &&
        /^(?:application\/json|text\/html)/.test(res.headers.get("content-type") ?? "");
      if (collector) {
        if (storable && tags.length > 0) collect(collector, tags);
        else collector.untagged = true;
      }
      if (!storable || !this.mayStore(started, tags)) return;
      const storedAt = Date.now();
      const freshUntil = c.get("freshUntil");
      const expires = Math.min(storedAt + this.ttlMs, freshUntil ?? Infinity);
      if (this.edge) {
        res.headers.set(
          "cdn-cache-control",
          edgeCacheControl(expires, storedAt, freshUntil !== undefined),
        );
        res.headers.set("surrogate-key", surrogateKeys(tags));
      }
      this.store(key, {
        status: res.status,
        headers: KEPT_HEADERS.flatMap((name) => {
          const value = res.headers.get(name);
          return value === null ? [] : [[name, value] as [string, string]];
        }),
        vary: res.headers.get("vary"),
        body: await bodyBytes(res),
        etag: res.headers.get("etag"),
        storedAt,
        expires,
        tags,
        answers: {},
      });
    };
  }

  /** Whether an answer begun at `started` saw no invalidation of what it shows. */
  private mayStore(started: number, tags: readonly string[]): boolean {
    if (this.allSeq > started) return false;
    if (tags.length === 0) return this.anySeq <= started;
    return tags.every((tag) => (this.tagSeq.get(tag) ?? 0) <= started);
  }

  private store(key: string, entry: CacheEntry) {
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.body.byteLength;
    if (entry.tags.length === 0) this.untagged.add(key);
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      if (keys) keys.add(key);
      else this.byTag.set(tag, new Set([key]));
    }
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.byteLength;
    this.entries.delete(key);
    this.untagged.delete(key);
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
