import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The caller's address: the socket's, or with TRUST_PROXY the left-most X-Forwarded-For entry
 * (the proxy in front appends the real client).
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // No socket (in-process requests in tests).
    return c.req.header("x-test-client-ip") ?? "unknown";
  }
}
