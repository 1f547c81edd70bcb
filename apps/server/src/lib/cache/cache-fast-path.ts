import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import type { AppConfig } from "../context";
import { corsHeadersFor, varyByOrigin } from "../http/cors";
import { type Logger, requestLogger } from "../logger";
import { ageOf } from "./cache-entry";
import { requestKey } from "./cache-rules";
import type { ResponseCache } from "./response-cache";
import { securityHeaderList } from "../http/security-headers";

/** Answers a request straight from node:http when it can; false hands it to the app. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

// The hosts and paths @hono/node-server turns into a URL by plain concatenation (its own tests);
// a query (percent-encoded keywords) is read with URL like the app reads it. Anything else goes to
// the app, so a key here is always the key the app would use.
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;
const PLAIN_TARGET = /^\/[!$&-;=@-[\]_a-z~]*(?:\?[!$-~]*)?$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?]|$)/;

/**
 * Cache hits answered before the app is reached: an anonymous GET or HEAD whose answer is in the
 * response cache is written from the entry's precomputed bytes and headers, with no Web Request
 * or Response built. It carries what the app would add: the security headers, a fresh
 * `x-request-id`, 304 for a matching `If-None-Match`, the compressed variant, CORS for a listed
 * `Origin` with `Vary: Origin` on the API, and the request's log line. A parameter the route does
 * not read is left out of the key, as the app leaves it out. Misses and anything unusual go to the
 * app.
 */
export async function cacheFastPath({
  cache,
  logger,
  config,
}: {
  cache: ResponseCache;
  logger: Logger;
  config: Pick<AppConfig, "trustProxy" | "corsOrigins">;
}): Promise<FastPath> {
  const security = await securityHeaderList(config);
  const log = requestLogger(logger);
  const cors = config.corsOrigins.length > 0 ? new Set(config.corsOrigins) : null;

  return (req, res) => {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const { headers } = req;
    const host = headers.host;
    const target = req.url ?? "";
    if (
      headers.authorization !== undefined ||
      host === undefined ||
      (req.socket as TLSSocket).encrypted ||
      !PLAIN_HOST.test(host) ||
      !PLAIN_TARGET.test(target) ||
      DOT_SEGMENT.test(target) ||
      target.startsWith("/media/")
    ) {
      return false;
    }
    const started = performance.now();
    const query = target.indexOf("?");
    const path = query < 0 ? target : target.slice(0, query);
    const api = path.startsWith("/api/");
    let key = `http://${host}${target}`;
    if (query >= 0) key = requestKey(method, new URL(key)).key;
    const entry = cache.lookup(key);
    if (!entry) return false;

    const answer = cache.answer(entry, headers["if-none-match"], headers["accept-encoding"]);
    const requestId = randomUUID();
    const out = security.concat(answer.headers);
    out.push("x-request-id", requestId, "age", ageOf(entry));
    if (cors && api) {
      out.push("vary", varyByOrigin(answer.vary));
      const origin = headers.origin;
      if (origin !== undefined && cors.has(origin)) out.push(...corsHeadersFor(origin));
    } else if (answer.vary) {
      out.push("vary", answer.vary);
    }
    res.writeHead(answer.status, out);
    res.end(method === "HEAD" || answer.body === null ? undefined : answer.body);
    log({
      requestId,
      method,
      path,
      status: answer.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
    return true;
  };
}
