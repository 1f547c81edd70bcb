import { NEXT_CURSOR_HEADER, RANKING_WINDOW_HEADER, UNREAD_COUNT_HEADER } from "@naehan/contract";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";

/**
 * Every response header a client reads: a browser on another origin hides the rest. A header
 * added to the API that clients read belongs here.
 */
export const EXPOSED_HEADERS = [
  NEXT_CURSOR_HEADER,
  RANKING_WINDOW_HEADER,
  UNREAD_COUNT_HEADER,
  "x-request-id",
  "ETag",
  "Retry-After",
];
const ALLOWED_METHODS = "GET, HEAD, POST, PUT, DELETE";
const ALLOWED_HEADERS = "Authorization, Content-Type";

/**
 * CORS for the origins CORS_ORIGINS lists, on the API and /auth/*: credentials allowed (clients
 * send cookies), the headers clients read exposed. Any other origin gets no CORS header at all.
 *
 * Mounted outside the response cache: the headers are added to each answer as it leaves, so a
 * cached answer is stored without them and serves every origin. `Vary: Origin` goes on every
 * answer, so no shared cache hands one origin's answer to another.
 */
export function corsForListedOrigins(origins: readonly string[]): MiddlewareHandler<AppEnv> {
  const listed = new Set(origins);
  return async (c, next) => {
    const origin = c.req.header("origin");
    const allowed = origin !== undefined && listed.has(origin);
    if (allowed && c.req.method === "OPTIONS" && c.req.header("access-control-request-method")) {
      return c.body(null, 204, {
        "Access-Control-Allow-Origin": origin,
        "Access-Control-Allow-Credentials": "true",
        "Access-Control-Allow-Methods": ALLOWED_METHODS,
        "Access-Control-Allow-Headers": ALLOWED_HEADERS,
        "Access-Control-Max-Age": "600",
        Vary: "Origin",
      });
    }
    await next();
    const headers = c.res.headers;
    if (!/(?:^|,)\s*origin\s*(?:,|$)/i.test(headers.get("vary") ?? "")) {
      headers.append("Vary", "Origin");
    }
    if (!allowed) return;
    headers.set("Access-Control-Allow-Origin", origin);
    headers.set("Access-Control-Allow-Credentials", "true");
    headers.set("Access-Control-Expose-Headers", EXPOSED_HEADERS.join(", "));
  };
}
