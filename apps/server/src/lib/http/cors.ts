import { ANSWER_HEADERS } from "@naehan/contract";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";

/**
 * Every response header a client reads: a browser on another origin hides the rest. A header an
 * endpoint's answer carries for its clients is named on its row of the endpoint table.
 */
export const EXPOSED_HEADERS = [
  ...ANSWER_HEADERS,
  "x-request-id",
  "ETag",
  "Retry-After",
];
const ALLOWED_METHODS = "GET, HEAD, POST, PUT, DELETE";
const ALLOWED_HEADERS = "Authorization, Content-Type";

/** The headers an answer to a listed origin gets, as a flat list (name, value, …). */
export function corsHeadersFor(origin: string): string[] {
  return [
    "access-control-allow-origin",
    origin,
    "access-control-allow-credentials",
    "true",
    "access-control-expose-headers",
    EXPOSED_HEADERS.join(", "),
  ];
}

/** `Vary` with `Origin` in it: every answer of a CORS-enabled path varies by origin. */
export function varyByOrigin(vary: string | null): string {
  if (!vary) return "Origin";
  return /(?:^|,)\s*origin\s*(?:,|$)/i.test(vary) ? vary : `${vary}, Origin`;
}

/**
 * CORS for the origins CORS_ORIGINS lists, on the API and /auth/*: credentials allowed (clients
 * send cookies), the headers clients read exposed. Any other origin gets no CORS header at all.
 *
 * Mounted outside the response cache: the headers are added to each answer as it leaves, so a
 * cached answer is stored without them and serves every origin. `Vary: Origin` goes on every
 * answer, so no shared cache hands one origin's answer to another. Cache hits the HTTP server
 * answers itself get the same headers from `corsHeadersFor` and `varyByOrigin`.
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
    headers.set("Vary", varyByOrigin(headers.get("vary")));
    if (!allowed) return;
    const cors = corsHeadersFor(origin);
    for (let i = 0; i < cors.length; i += 2) headers.set(cors[i]!, cors[i + 1]!);
  };
}
