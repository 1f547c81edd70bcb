import { isIP } from "node:net";

/**
 * The push services of the browsers fans use (Chrome and Edge on Android and desktop, Firefox,
 * Safari on macOS and iOS, Windows): a subscription's endpoint is on one of these hosts or their
 * subdomains, on port 443.
 */
export const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "push.services.mozilla.com",
  "push.apple.com",
  "notify.windows.com",
];

/** A plain DNS name: no IP literal, no percent-encoding, nothing two URL parsers read apart. */
const HOST_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;
const HOST_PORT = /^([a-z0-9.-]+):(\d{1,5})$/;

/**
 * The list an operator gives (PUSH_SERVICE_HOSTS): host names, each with its subdomains on port
 * 443, or exactly one `host:port` (an address the operator vouches for, such as a relay of their
 * own or the tests' local push service). Anything else stops the start with a message.
 */
export interface PushHosts {
  names: string[];
  exact: Set<string>;
}

export function pushHosts(list: readonly string[]): PushHosts {
  const hosts: PushHosts = { names: [], exact: new Set() };
  for (const entry of list) {
    const port = HOST_PORT.exec(entry);
    if (port && Number(port[2]) > 0 && Number(port[2]) < 65536) hosts.exact.add(entry);
    else if (HOST_NAME.test(entry) && !isIP(entry)) hosts.names.push(entry);
    else {
      throw new Error(
        `PUSH_SERVICE_HOSTS: "${entry}" is neither a host name nor host:port (an address needs its port)`,
      );
    }
  }
  return hosts;
}

/** A subscription's endpoint as it is stored and sent: parsed once, re-serialised. */
export interface PushEndpoint {
  url: URL;
  /** `host` or `host:port`: what a failure is logged and a circuit breaker is kept by. */
  host: string;
  /** Listed as exactly this `host:port`: the operator's own, so any address it resolves to goes. */
  exact: boolean;
}

/**
 * The endpoint when it is an https URL on the list, null otherwise. The host is read by the WHATWG
 * parser and must be what the string says (no user info, no encoding or full-width letters the
 * parser would fold), a plain name on port 443 unless listed exactly; `url.href` is what every
 * later reader gets, so no other parser can find another host in it.
 */
export function pushEndpoint(endpoint: string, hosts: PushHosts): PushEndpoint | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  const written = /^https:\/\/([^/?#]*)[/]/.exec(endpoint)?.[1];
  if (url.protocol !== "https:" || url.username || url.password || url.hash) return null;
  const host = written?.toLowerCase();
  if (host !== url.host && host !== `${url.host}:443`) return null;
  if (hosts.exact.has(url.host)) return { url, host: url.host, exact: true };
  const name = url.hostname;
  if (url.port !== "" || !HOST_NAME.test(name) || isIP(name) !== 0) return null;
  const listed = hosts.names.some((allowed) => name === allowed || name.endsWith(`.${allowed}`));
  return listed ? { url, host: name, exact: false } : null;
}
