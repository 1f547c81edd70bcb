import type { MiddlewareHandler } from "hono";
import type { CacheBus } from "./cache-bus";
import type { AppEnv } from "./context";
import { encodeBody, pickEncoding } from "./compression";

/** What a cached answer keeps of its headers; the rest (request id, CORS …) belongs to each request. */
const KEPT_HEADERS = [
  "content-type",
  "cache-control",
  "etag",
  "vary",
  "x-next-cursor",
  "x-ranking-window",
];

/**
 * Every query parameter a cached answer can depend on: the API's (`cursor`, `limit`, `genre` and
 * the `B` of an unencoded `genre=R&B`, `keyword`, `newConcertId`, `days`, `key`) and the pages'
 * (`q`, `next`, `post`, `write`, `edit`, `tab`, `view`, `p`). The key keeps only these, so a
 * random `?x=` cannot bypass the cache; a page asked with others is sent to its plain address.
 */
const READ_PARAMS = new Set([
  "cursor",
  "limit",
  "genre",
  "B",
  "b",
  "keyword",
  "newConcertId",
  "days",
  "key",
  "q",
  "next",
  "post",
  "write",
  "edit",
  "tab",
  "view",
  "p",
]);

/** The path and the parameters a route reads, in their order; null when there are others. */
function cacheKey(url: URL): { key: string; clean: boolean } {
  const kept = new URLSearchParams();
  let clean = true;
  for (const [name, value] of url.searchParams) {
    if (READ_PARAMS.has(name)) kept.append(name, value);
    else clean = false;
  }
  const search = kept.size > 0 ? `?${kept.toString()}` : "";
  return { key: url.origin + url.pathname + search, clean };
}

interface Entry {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  gzip?: Uint8Array;
  br?: Uint8Array;
  etag: string | null;
  expires: number;
}

export interface ResponseCacheOptions {
  maxEntries?: number;
  /** Upper bound of the bodies kept, in bytes (their compressed copies not counted). */
  maxBytes?: number;
  /** Bounds staleness of answers that depend on the clock (e.g. "upcoming" concerts). */
  ttlMs?: number;
  bus?: CacheBus | null;
}

/**
 * Anonymous API reads and server-rendered pages answered from memory. Every successful write through the API empties the
 * cache here and, through the bus, on every other instance. Entries also expire after `ttlMs`.
 * Bodies are kept with their gzip and brotli forms, so a hit costs no database and no compression.
 */
export class ResponseCache {
  private entries = new Map<string, Entry>();
  /** Bumped by every invalidation; an answer computed across a bump is not stored. */
  private generation = 0;
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
    return this.bus?.start(() => this.clear()) ?? Promise.resolve();
  }

  stop(): Promise<void> {
    return this.bus?.stop() ?? Promise.resolve();
  }

  clear() {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  /** A write happened here: forget, and tell the others. */
  async invalidate(): Promise<void> {
    this.clear();
    await this.bus?.publish();
  }

  get size() {
    return this.entries.size;
  }

  middleware(): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const method = c.req.method;
      if (method !== "GET" && method !== "HEAD") {
        await next();
        if (c.res.status < 400 && changesPublicData(c.req.path)) await this.invalidate();
        return;
      }
      if (c.req.header("authorization")) return next();

      const url = new URL(c.req.url);
      const { key, clean } = cacheKey(url);
      if (!clean && !url.pathname.startsWith("/api/")) {
        // A page echoes its address (links back to it), so it is rendered for its plain address
        // only: this costs a redirect, never a render.
        return c.redirect(key.slice(url.origin.length), 301);
      }
      const hit = this.entries.get(key);
      if (hit && hit.expires > Date.now()) {
        // Most recently used last: the oldest entries are evicted first.
        this.entries.delete(key);
        this.entries.set(key, hit);
        const { status, headers, body } = respond(
          hit,
          c.req.header("if-none-match"),
          c.req.header("accept-encoding"),
        );
        // c.body merges headers other middleware prepared for this request (request id, CORS).
        const init = Object.fromEntries(headers);
        if (method === "HEAD" || body === null) return c.body(null, status as 200, init);
        return c.body(body as Uint8Array<ArrayBuffer>, status as 200, init);
      }

      const generation = this.generation;
      await next();
      const res = c.res;
      const cacheControl = res.headers.get("cache-control") ?? "";
      if (
        res.status !== 200 ||
        generation !== this.generation ||
        res.headers.has("content-encoding") ||
        res.headers.has("set-cookie") ||
        /private|no-store/.test(cacheControl) ||
        !/^(?:application\/json|text\/html)/.test(res.headers.get("content-type") ?? "")
      ) {
        return;
      }
      const body = new Uint8Array(await res.clone().arrayBuffer());
      this.store(key, {
        status: res.status,
        headers: KEPT_HEADERS.flatMap((name) => {
          const value = res.headers.get(name);
          return value === null ? [] : [[name, value] as [string, string]];
        }),
        body,
        etag: res.headers.get("etag"),
        expires: Date.now() + this.ttlMs,
      });
    };
  }

  private store(key: string, entry: Entry) {
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.body.byteLength;
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
  }
}

/**
 * Sessions, favourites, alert settings, inboxes and push subscriptions never show in an anonymous answer: logging in (the busiest write on a
 * ticket day) must not empty the cache for everyone.
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

function respond(
  entry: Entry,
  ifNoneMatch: string | undefined,
  acceptEncoding = "",
): { status: number; headers: Headers; body: Uint8Array | null } {
  const headers = new Headers(entry.headers);
  headers.set("x-cache", "hit");
  if (entry.etag && ifNoneMatch?.split(/\s*,\s*/).includes(entry.etag)) {
    headers.delete("content-type");
    return { status: 304, headers, body: null };
  }
  let body = entry.body;
  if (entry.body.byteLength >= 1024) {
    headers.append("vary", "Accept-Encoding");
    const encoding = pickEncoding(acceptEncoding);
    if (encoding === "br") body = entry.br ??= encodeBody(entry.body, "br");
    if (encoding === "gzip") body = entry.gzip ??= encodeBody(entry.body, "gzip");
    if (encoding) headers.set("content-encoding", encoding);
  }
  headers.set("content-length", String(body.byteLength));
  return { status: entry.status, headers, body };
}
