import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import { type HttpBindings, getRequestListener } from "@hono/node-server";
import type { FastPath } from "../cache/cache-fast-path";
import { limitKeyOf } from "./client-ip";

export interface HttpLimits {
  /** The whole header block must arrive within this. */
  headersTimeoutMs: number;
  /** The whole request, body included. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Open sockets one address (IPv6 /64) may hold; null: no cap (behind a proxy). */
  maxSocketsPerAddress: number | null;
  /** How often Node checks the two timeouts above (tests make it short). */
  checkIntervalMs: number;
}

/** Slow clients cannot hold the server: Node's defaults are 60 s of headers and 300 s a request. */
export const HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxSocketsPerAddress: 50,
  checkIntervalMs: 1_000,
};

/**
 * A request body the app answered without reading all of it (a 413 decided from its length, a 401
 * before the form) is read and dropped after the answer, up to this many bytes, so the kept-alive
 * connection can carry the client's next request. A larger body, or one of unknown length, is
 * answered with `Connection: close` instead: reading it would cost more than a new connection.
 */
export const DRAIN_LIMIT = 1024 * 1024;

type Fetch = Parameters<typeof getRequestListener>[0];

/**
 * `fetch`, with what is left of each request body settled. The adapter's own clean-up is off: it
 * gives a body half a second and then destroys the socket, and a body the app began to read (any
 * body limit does) stays paused behind the unread stream, so it always came to that, after an
 * answer that had said `Connection: keep-alive`.
 */
function settlingBodies(fetch: Fetch): Fetch {
  return async (request, env) => {
    const { incoming, outgoing } = env as HttpBindings;
    if (incoming.method === "GET" || incoming.method === "HEAD") return fetch(request, env);
    const answer: unknown = await fetch(request, env);
    const length = Number(incoming.headers["content-length"]);
    if (!incoming.complete && !(length <= DRAIN_LIMIT)) outgoing.shouldKeepAlive = false;
    outgoing.once("finish", () => dropUnread(incoming, outgoing));
    return answer;
  };
}

function dropUnread(incoming: IncomingMessage, outgoing: ServerResponse) {
  if (incoming.readableEnded || incoming.destroyed || !outgoing.shouldKeepAlive) return;
  let left = DRAIN_LIMIT;
  // Whatever began to read it (a body limit's stream) is not reading any more.
  incoming.removeAllListeners("data");
  incoming.on("data", (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) incoming.socket.destroy();
  });
  incoming.resume();
}

/**
 * The HTTP server with its limits. The per-address socket cap counts what the socket says, so
 * behind a proxy (TRUST_PROXY), where every socket is the proxy's, it must be off: the proxy caps
 * its clients instead. `fastPath` sees each request first and may answer it without the app
 * (cache hits, lib/cache-fast-path.ts).
 */
export function startHttpServer(
  fetch: Fetch,
  { port, hostname }: { port: number; hostname: string },
  limits: HttpLimits = HTTP_LIMITS,
  onListening?: (info: { port: number }) => void,
  fastPath?: FastPath | null,
): Server {
  const app = getRequestListener(settlingBodies(fetch), { hostname, autoCleanupIncoming: false });
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    fastPath
      ? (req, res) => {
          if (!fastPath(req, res)) void app(req, res);
        }
      : app,
  );
  server.listen(port, hostname, () => onListening?.(server.address() as { port: number }));
  const cap = limits.maxSocketsPerAddress;
  if (cap !== null) {
    const open = new Map<string, number>();
    server.on("connection", (socket) => {
      const key = limitKeyOf(socket.remoteAddress ?? "unknown");
      const count = (open.get(key) ?? 0) + 1;
      if (count > cap) {
        socket.destroy();
        return;
      }
      open.set(key, count);
      socket.once("close", () => {
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      });
    });
  }
  return server;
}
