import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The caller's address as the per-address limits count it: the socket's, or with TRUST_PROXY the
 * right-most X-Forwarded-For entry. The proxy in front appends the address it saw to whatever the
 * client sent, so only the last entry is trustworthy; the ones before it are the client's own
 * claims (and would let anyone pick a fresh address for every sign-up or comment).
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return limitKeyOf(forwarded.slice(0, 64));
  }
  try {
    return limitKeyOf(getConnInfo(c).remote.address ?? "unknown");
  } catch {
    // No socket (in-process requests in tests).
    return limitKeyOf(c.req.header("x-test-client-ip") ?? "unknown");
  }
}

/**
 * One key per network that one person can hold: an `ip:port` (as some load balancers forward it)
 * counts as its address, an IPv4-mapped IPv6 address as the IPv4 one, and an IPv6 address by its
 * /64, which a single subscriber gets whole (and could otherwise walk through for fresh addresses).
 */
export function limitKeyOf(raw: string): string {
  let address = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  address = address.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return address;
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

function expandIPv6(address: string): string[] {
  const [head = "", tail] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail takes two groups.
  const last = right.at(-1) ?? left.at(-1) ?? "";
  if (last.includes(".")) {
    const [a = 0, b = 0, c = 0, d = 0] = last.split(".").map(Number);
    const groups = [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    if (right.length > 0) right.splice(-1, 1, ...groups);
    else left.splice(-1, 1, ...groups);
  }
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...fill, ...right].map((group) => group.replace(/^0+(?=.)/, ""));
}
