import { Hono, type MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { AppConfig } from "../context";

/** The security headers of every answer: a strict CSP, no framing, no sniffing, HSTS behind TLS. */
export function securityHeaders(config: Pick<AppConfig, "trustProxy">): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: config.trustProxy ? "max-age=31536000; includeSubDomains" : false,
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * The same headers as a flat list (name, value, …), for answers written without the app: read
 * once from the middleware itself, so both kinds of answer carry exactly the same ones.
 */
export async function securityHeaderList(config: Pick<AppConfig, "trustProxy">): Promise<string[]> {
  const probe = new Hono().use(securityHeaders(config)).get("/", (c) => c.body(null, 204));
  const response = await probe.request("/");
  return [...response.headers].flat();
}
