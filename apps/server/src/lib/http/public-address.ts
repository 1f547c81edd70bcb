import { lookup as dnsLookup } from "node:dns";
import { Agent, type AgentOptions } from "node:https";
import { BlockList, type LookupFunction, isIP } from "node:net";

/**
 * Addresses no request to a name the public chose may reach: this host, the private networks
 * behind it, link-local (cloud metadata services), carrier-grade NAT, multicast, unspecified and
 * the documentation and benchmark ranges. IPv4-mapped IPv6 addresses are checked as their IPv4.
 */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, "ipv6");
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? "ipv4" : "ipv6");
}

type Resolved = { address: string; family: number };

/**
 * A `lookup` for sockets that resolves the name as usual (`resolve`, dns.lookup by default) and
 * refuses it when any address it gives is not public, whatever the name says: a push service's
 * name that an attacker points at 127.0.0.1, or a record set mixing public and private.
 */
export function publicOnlyLookup(resolve: LookupFunction = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = (Array.isArray(addresses) ? addresses : []) as Resolved[];
      const refused = list.find((a) => !isPublicAddress(a.address));
      if (list.length === 0 || refused) {
        const reason = Object.assign(
          new Error(
            `${hostname} resolves to ${refused?.address ?? "nothing"}, not a public address`,
          ),
          { code: "ENOTPUBLIC" },
        );
        return callback(reason, "", 0);
      }
      if (options.all) return callback(null, list);
      const first = list[0]!;
      callback(null, first.address, first.family);
    });
  };
}

/** An HTTPS agent whose connections reach public addresses only (see `publicOnlyLookup`). */
export function publicOnlyAgent(options: AgentOptions & { resolve?: LookupFunction } = {}): Agent {
  const { resolve, ...agent } = options;
  return new Agent({ ...agent, lookup: publicOnlyLookup(resolve) });
}
