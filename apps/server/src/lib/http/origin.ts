import type { Context } from "hono";
import type { AppConfig } from "../context";

/**
 * The origin of the absolute links we write (canonical links, share tags, calendar feeds):
 * PUBLIC_URL when it is set, else the request's own URL (its `Host`, which is part of every cache
 * key). `X-Forwarded-Host`/`-Proto` are never read: a page cached for everyone must not depend on
 * a header outside its key, and many proxies pass a client's own `X-Forwarded-Host` through.
 */
export function publicOrigin(c: Context, { publicUrl }: Pick<AppConfig, "publicUrl">): string {
  return publicUrl ?? new URL(c.req.url).origin;
}
