import { type Server, createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
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
 * The HTTP server with its limits. The per-address socket cap counts what the socket says, so
 * behind a proxy (TRUST_PROXY), where every socket is the proxy's, it must be off: the proxy caps
 * its clients instead. `fastPath` sees each request first and may answer it without the app
 * (cache hits, lib/cache-fast-path.ts).
 */
export function startHttpServer(
  fetch: Parameters<typeof getRequestListener>[0],
  { port, hostname }: { port: number; hostname: string },
  limits: HttpLimits = HTTP_LIMITS,
  onListening?: (info: { port: number }) => void,
  fastPath?: FastPath | null,
): Server {
  const app = getRequestListener(fetch, { hostname });
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
