import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The caller's address: the socket's, or with TRUST_PROXY the right-most X-Forwarded-For entry.
 * The proxy in front appends the address it saw to whatever the client sent, so only the last
 * entry is trustworthy; the ones before it are the client's own claims (and would let anyone pick
 * a fresh address for every sign-up or comment).
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // No socket (in-process requests in tests).
    return c.req.header("x-test-client-ip") ?? "unknown";
  }
}
