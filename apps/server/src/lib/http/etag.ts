import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { bodyBytes, hasKnownBytes } from "../cache/answer-bytes";

/** What a 304 keeps of the answer it stands for (RFC 9110 §15.4.5). */
const KEPT_ON_304 = new Set([
  "cache-control",
  "content-location",
  "date",
  "etag",
  "expires",
  "vary",
]);

/** A weak validator of an answer's bytes: `W/"<sha-1 hex>"`. */
export function weakEtagOf(body: Uint8Array): string {
  return `W/"${createHash("sha1").update(body).digest("hex")}"`;
}

/** Weak comparison of `If-None-Match` with an ETag (`*` matches any). */
export function etagMatches(etag: string, ifNoneMatch: string | undefined): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.match(/"[^"]*"/g)?.includes(opaque) ?? false;
}

/**
 * ETags on successful GET and HEAD answers that have a body, and 304 for a matching
 * `If-None-Match`. The digest is taken from the answer's bytes as the handler made them (no stream
 * copy), and matched as Hono's etag middleware matches it, whose answers these replace.
 */
export function weakEtags(): MiddlewareHandler {
  return async (c, next) => {
    const ifNoneMatch = c.req.header("if-none-match");
    await next();
    const method = c.req.method;
    const res = c.res;
    if ((method !== "GET" && method !== "HEAD") || !res.ok) return;
    let etag = res.headers.get("etag");
    if (!etag) {
      if (!hasKnownBytes(res) && res.body === null) return;
      etag = weakEtagOf(await bodyBytes(res));
    }
    if (!etagMatches(etag, ifNoneMatch)) {
      res.headers.set("etag", etag);
      return;
    }
    const kept: Record<string, string> = { etag };
    for (const [name, value] of res.headers) if (KEPT_ON_304.has(name)) kept[name] = value;
    c.res = undefined;
    c.res = new Response(null, { status: 304, headers: kept });
  };
}
