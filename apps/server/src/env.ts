import * as z from "zod/mini";

/**
 * The only reader of process.env. Validated once at start-up; a bad value stops the process with a
 * message naming the variable.
 */
const optionalString = z.optional(z.string().check(z.trim(), z.minLength(1)));
const flag = z.prefault(
  z.pipe(
    z.enum(["1", "0", "true", "false", "yes", "no", ""]),
    z.transform((v) => v === "1" || v === "true" || v === "yes"),
  ),
  "",
);

const envSchema = z
  .object({
    NODE_ENV: z._default(z.enum(["development", "production", "test"]), "production"),
    PORT: z.prefault(z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number)), "3000"),
    HOST: z._default(z.string(), "0.0.0.0"),
    DATA_DIR: z._default(z.string(), "./data"),
    DATABASE_URL: optionalString,
    /** Connections each instance may open to DATABASE_URL. */
    DATABASE_POOL_SIZE: z.prefault(
      z.pipe(z.string().check(z.regex(/^[1-9]\d{0,3}$/)), z.transform(Number)),
      "20",
    ),
    REDIS_URL: optionalString,
    JWT_SECRET: z.optional(
      z.string().check(z.minLength(32, "JWT_SECRET must be at least 32 characters")),
    ),
    ADMIN_EMAIL: optionalString,
    ADMIN_PASSWORD: optionalString,
    SETLISTFM_API_KEY: optionalString,
    SETLISTFM_BASE_URL: z._default(z.string().check(z.url()), "https://api.setlist.fm/rest/1.0"),
    /** KOPIS open API key (kopis.or.kr → 오픈API → 인증키 신청); unset: no import. */
    KOPIS_API_KEY: optionalString,
    KOPIS_BASE_URL: z._default(
      z.string().check(z.url({ protocol: /^https?$/ })),
      "https://kopis.or.kr/openApi/restful",
    ),
    S3_ENDPOINT: optionalString,
    S3_REGION: optionalString,
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_PUBLIC_URL: optionalString,
    TRUST_PROXY: flag,
    CORS_ORIGINS: optionalString,
    /**
     * The site's public origin (`https://naehan.example`): image URLs in API answers become absolute
     * on it, and it is the origin of canonical links, share tags and calendar links.
     */
    PUBLIC_URL: z.optional(
      z.pipe(
        z.string().check(z.trim(), z.url({ protocol: /^https?$/ })),
        z.transform((value) => new URL(value).origin),
      ),
    ),
    /** Web Push keys (base64url, as `npx web-push generate-vapid-keys` prints them); both or none. */
    VAPID_PUBLIC_KEY: optionalString,
    VAPID_PRIVATE_KEY: optionalString,
    /** A `mailto:` or `https:` address push services can reach the operator at. */
    VAPID_SUBJECT: z._default(
      z
        .string()
        .check(
          z.regex(/^(?:mailto:\S+@\S+|https:\/\/\S+)$/, "VAPID_SUBJECT must be mailto: or https:"),
        ),
      "mailto:admin@naehan.local",
    ),
    /**
     * Comma-separated hosts push subscriptions may point at: host names (each with its subdomains,
     * port 443) or exact `host:port` entries; the major browsers' push services when unset. A
     * subscription elsewhere is refused, so the server never posts to an address a user chose.
     */
    PUSH_SERVICE_HOSTS: optionalString,
    /** Skip loading demo data into an empty database. */
    NO_DEMO_DATA: flag,
    /**
     * Comma-separated base URLs of the edge cache's nodes (Varnish with deploy/varnish/naehan.vcl):
     * anonymous answers then say how long the edge may keep them, and every write purges its tags
     * there before it answers. Unset: no edge.
     */
    EDGE_PURGE_URLS: optionalString,
    /** Turn the response cache off (to measure the database itself). */
    NO_RESPONSE_CACHE: flag,
    /**
     * Kakao and Naver sign-in (docs/deploy.md): a provider's button shows only with both its keys.
     * The *_AUTH_URL / *_API_URL overrides point at another server speaking the provider's protocol.
     */
    KAKAO_CLIENT_ID: optionalString,
    KAKAO_CLIENT_SECRET: optionalString,
    KAKAO_AUTH_URL: z.optional(z.url({ protocol: /^https?$/ })),
    KAKAO_API_URL: z.optional(z.url({ protocol: /^https?$/ })),
    NAVER_CLIENT_ID: optionalString,
    NAVER_CLIENT_SECRET: optionalString,
    NAVER_AUTH_URL: z.optional(z.url({ protocol: /^https?$/ })),
    NAVER_API_URL: z.optional(z.url({ protocol: /^https?$/ })),
    /** Where reset links are mailed from: `smtp://…` or `smtps://user:pass@host:465`. Unset: to the log. */
    SMTP_URL: z.optional(z.url({ protocol: /^smtps?$/ })),
    MAIL_FROM: z._default(z.string().check(z.trim(), z.minLength(3)), "내한 <no-reply@naehan.local>"),
    LOG_LEVEL: z._default(z.enum(["debug", "info", "warn", "error", "silent"]), "info"),
  })
  .check(
    z.refine((env) => !env.VAPID_PUBLIC_KEY === !env.VAPID_PRIVATE_KEY, {
      message: "set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither",
      path: ["VAPID_PRIVATE_KEY"],
    }),
    z.refine((env) => !env.KAKAO_CLIENT_ID === !env.KAKAO_CLIENT_SECRET, {
      message: "set both KAKAO_CLIENT_ID and KAKAO_CLIENT_SECRET, or neither",
      path: ["KAKAO_CLIENT_SECRET"],
    }),
    z.refine((env) => !env.NAVER_CLIENT_ID === !env.NAVER_CLIENT_SECRET, {
      message: "set both NAVER_CLIENT_ID and NAVER_CLIENT_SECRET, or neither",
      path: ["NAVER_CLIENT_SECRET"],
    }),
  );

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}
