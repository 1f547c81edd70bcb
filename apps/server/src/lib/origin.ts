import type { Context } from "hono";

/** The scheme and host the browser used, for absolute links (behind a proxy with TRUST_PROXY). */
export function publicOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  if (trustProxy) {
    const proto = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim();
    const host = c.req.header("x-forwarded-host")?.split(",")[0]?.trim();
    if (proto === "http" || proto === "https") url.protocol = `${proto}:`;
    if (host && /^[\w.-]+(?::\d+)?$/.test(host)) url.host = host;
  }
  return url.origin;
}
