import { ANSWER_HEADERS, endpoints, pathPattern, readParamsOf } from "@naehan/contract";
import type { Context, MiddlewareHandler } from "hono";

// What the response cache takes from the contract's endpoint table: the key of a request (the
// query parameters its route reads), the headers a stored answer keeps, and the writes that evict
// nothing.

/**
 * What a cached answer keeps of its headers: the HTTP ones and those the endpoint table says
 * clients read; the rest (request id, CORS …) belongs to each request.
 */
export const KEPT_HEADERS = [
  "content-type",
  "cache-control",
  "etag",
  "cdn-cache-control",
  "surrogate-key",
  ...ANSWER_HEADERS,
];

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
export function withoutUnread(c: Context, key: string) {
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

/**
 * The writes the endpoint table marks `private` (sessions, favourites, alert settings, inboxes,
 * push subscriptions) never show in an anonymous answer: logging in (the busiest write on a ticket
 * day) must not touch the cache for anyone.
 */
const PRIVATE_WRITES = Object.values(endpoints)
  .filter((endpoint) => endpoint.private && endpoint.method !== "GET")
  .map((endpoint) => ({ method: endpoint.method, pattern: pathPattern(endpoint) }));

export function changesPublicData(method: string, path: string): boolean {
  return !PRIVATE_WRITES.some((write) => write.method === method && write.pattern.test(path));
}
