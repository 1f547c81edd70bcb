import { readParamsOf } from "@naehan/contract";
import type { Context, MiddlewareHandler } from "hono";
import type { CacheBus } from "./cache-bus";
import type { AppEnv } from "../context";
import { bodyBytes } from "./answer-bytes";
import { encodeBody, pickEncoding } from "../http/compression";
import { etagMatches } from "../http/etag";

/** What a cached answer keeps of its headers; the rest (request id, CORS …) belongs to each request. */
const KEPT_HEADERS = ["content-type", "cache-control", "etag", "x-next-cursor", "x-ranking-window"];

/** Below this a body is sent as it is (the compression middleware's own threshold). */
const COMPRESS_FROM = 1024;

/**
 * The key of a request: its origin, path and the query parameters its route reads, in their
 * order; `clean` is false when it has others.
 */
export function requestKey(method: string, url: URL): { key: string; clean: boolean } {
  if (url.search === "") return { key: url.origin + url.pathname, clean: true };
  const names = readParamsOf(method, url.pathname);
  const kept = new URLSearchParams();
  let clean = true;
  for (const [name, value] of url.searchParams) {
    if (names.includes(name)) kept.append(name, value);
    else clean = false;
  }
  const search = kept.size > 0 ? `?${kept.toString()}` : "";
  return { key: url.origin + url.pathname + search, clean };
}

/**
 * The handler gets the request at its key's URL, without the parameters its route does not read:
 * what it answers cannot depend on anything the key leaves out.
 */
function withoutUnread(c: Context, key: string) {
  const raw = c.req.raw;
  c.req.raw = new Request(key, { method: raw.method, headers: raw.headers, signal: raw.signal });
}

/** Without a response cache, reads still see only the parameters their route reads. */
export function readParamsOnly(): MiddlewareHandler {
  return (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") {
      const { key, clean } = requestKey(c.req.method, new URL(c.req.url));
      if (!clean) withoutUnread(c, key);
    }
    return next();
  };
}

type Variant = "identity" | "gzip" | "br" | "notModified";

/** A cached answer as it goes out: its status, headers as a flat list (name, value, …), body. */
export interface CachedAnswer {
  status: number;
  /** Every header but `vary`, which a request may still extend (CORS adds `Origin`). */
  headers: readonly string[];
  vary: string | null;
  /** null for 304. */
  body: Uint8Array | null;
}

export interface CacheEntry {
  status: number;
  headers: [string, string][];
  vary: string | null;
  body: Uint8Array;
  gzip?: Uint8Array;
  br?: Uint8Array;
  etag: string | null;
  expires: number;
  /** What the answer shows (cache-tags.ts); none: it may show anything, any write evicts it. */
  tags: readonly string[];
  /** Each variant's answer, made on first use: compression and headers are computed once. */
  answers: Partial<Record<Variant, CachedAnswer>>;
}

/** What a rendered page collects from the API answers it was built from. */
interface Collector {
  tags: Set<string>;
  /** An answer without tags (or not cacheable) went into the page: any write may change it. */
  untagged: boolean;
}

export interface ResponseCacheOptions {
  maxEntries?: number;
  /** Upper bound of the bodies kept, in bytes (their compressed copies not counted). */
  maxBytes?: number;
  /** Bounds staleness of answers that depend on the clock (e.g. "upcoming" concerts). */
  ttlMs?: number;
  bus?: CacheBus | null;
}

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

  constructor(options: ResponseCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 2_000;
    this.maxBytes = options.maxBytes ?? 48 * 1024 * 1024;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.bus = options.bus ?? null;
  }

  start(): Promise<void> {
    return this.bus?.start((tags) => this.evict(tags)) ?? Promise.resolve();
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
   * not wait for the notice: it never waited for the other instances to act on it either.
   */
  invalidate(tags: readonly string[] | null) {
    this.evict(tags);
    void this.bus?.publish(tags);
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
        if (c.res.status < 400 && changesPublicData(c.req.path)) {
          this.invalidate(c.get("changes") ?? null);
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
        if (method === "HEAD" || body === null) return c.body(null, status as 200, init);
        return c.body(body as Uint8Array<ArrayBuffer>, status as 200, init);
      }

      // A page too is rendered for its key alone (its canonical link names its path only): a
      // parameter it does not read, such as a messenger's tracking tag, costs no render.
      if (!clean) withoutUnread(c, key);
      const started = this.seq;
      await next();
      const res = c.res;
      const tags = [...(c.get("shows") ?? [])];
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
      this.store(key, {
        status: res.status,
        headers: KEPT_HEADERS.flatMap((name) => {
          const value = res.headers.get(name);
          return value === null ? [] : [[name, value] as [string, string]];
        }),
        vary: res.headers.get("vary"),
        body: await bodyBytes(res),
        etag: res.headers.get("etag"),
        expires: Date.now() + this.ttlMs,
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

/** A new collector for the API answers a page is built from (see `collectFor`). */
export function pageCollector(): Collector {
  return { tags: new Set(), untagged: false };
}

/** The tags a page built from these answers is filed under; null when it must stay untagged. */
export function collectedTags(collector: Collector): string[] | null {
  return collector.untagged || collector.tags.size === 0 ? null : [...collector.tags];
}

function collect(collector: Collector, tags: readonly string[]) {
  if (tags.length === 0) collector.untagged = true;
  for (const tag of tags) collector.tags.add(tag);
}

/**
 * Sessions, favourites, alert settings, inboxes and push subscriptions never show in an anonymous
 * answer: logging in (the busiest write on a ticket day) must not touch the cache for anyone.
 */
function changesPublicData(path: string): boolean {
  const privatePrefixes = [
    "/api/auth/",
    "/api/favorites/",
    "/api/alerts/",
    "/api/notifications/",
    "/api/push/",
  ];
  return !privatePrefixes.some((prefix) => path.startsWith(prefix));
}

function prepare(entry: CacheEntry, variant: Variant): CachedAnswer {
  const headers: string[] = [];
  for (const [name, value] of entry.headers) {
    if (variant !== "notModified" || name !== "content-type") headers.push(name, value);
  }
  headers.push("x-cache", "hit");
  if (variant === "notModified") return { status: 304, headers, vary: entry.vary, body: null };
  let body = entry.body;
  let vary = entry.vary;
  if (entry.body.byteLength >= COMPRESS_FROM) {
    vary = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
    if (variant === "br") body = entry.br ??= encodeBody(entry.body, "br", true);
    if (variant === "gzip") body = entry.gzip ??= encodeBody(entry.body, "gzip", true);
    if (variant !== "identity") headers.push("content-encoding", variant);
  }
  headers.push("content-length", String(body.byteLength));
  return { status: entry.status, headers, vary, body };
}
