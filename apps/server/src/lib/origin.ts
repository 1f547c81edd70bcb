import type { Context } from "hono";
import type { AppConfig } from "./context";

/**
 * The origin of the absolute links we write (canonical links, share tags, calendar feeds):
 * PUBLIC_URL when it is set, and then never a request header. Without it, the scheme and host the
 * browser used (behind a proxy with TRUST_PROXY, as the proxy forwarded them).
 */
export function publicOrigin(
  c: Context,
  { publicUrl, trustProxy }: Pick<AppConfig, "publicUrl" | "trustProxy">,
): string {
  if (publicUrl) return publicUrl;
  const url = new URL(c.req.url);
  if (trustProxy) {
    const proto = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim();
    const host = c.req.header("x-forwarded-host")?.split(",")[0]?.trim();
    if (proto === "http" || proto === "https") url.protocol = `${proto}:`;
    if (host && /^[\w.-]+(?::\d+)?$/.test(host)) url.host = host;
  }
  return url.origin;
}
