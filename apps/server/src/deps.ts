import { randomBytes } from "node:crypto";
import { join } from "node:path";
import type { Redis } from "ioredis";
import webPush from "web-push";
import type { Database } from "./db/client";
import { serverRoot } from "./db/paths";
import { databaseRateLimiter } from "./db/rate-limiter";
import type { Env } from "./env";
import { createKopisClient } from "./integrations/kopis/client";
import { createSetlistFmClient } from "./integrations/setlistfm/client";
import { argon2Hasher, passwordQueue } from "./lib/auth/password";
import { loadJwtSecret } from "./lib/auth/secret";
import type { AppConfig } from "./lib/context";
import { redisRateLimiter } from "./lib/http/rate-limit";
import { createLogger } from "./lib/logger";
import { logMailer, smtpMailer } from "./lib/mail/mailer";
import { memoryStorage } from "./lib/media/storage";
import { REFRESH_GRACE_SECONDS } from "./modules/auth/auth.service";
import type { AppDeps } from "./modules/module-deps";
import { providerSettings } from "./modules/oauth/providers";
import { PUSH_SERVICE_HOSTS, pushHosts } from "./modules/push/push-endpoint";

/**
 * The app's dependencies: what `createApp` receives (the type is declared beside the modules that
 * use it), built here for the running server and for in-process use.
 */
export type { AppDeps };

/** The built web app, beside the server's package. */
const webDistDir = join(serverRoot, "../web/dist");

const commaList = (value: string | undefined, clean: (item: string) => string) =>
  value?.split(",").map(clean).filter(Boolean);

/** What start-up opened before the app is made: the database, the log, uploads, the queue. */
interface Opened extends Pick<
  AppDeps,
  "db" | "logger" | "storage" | "cache" | "clock" | "alerts" | "imports" | "kopis"
> {
  dataDir: string;
  mediaDir: string;
  redis: Redis | null;
  vapidPublicKey: string;
}

/** PUSH_SERVICE_HOSTS, or the browsers' push services; a malformed entry stops the start. */
export function pushServiceHostsOf(env: Env): string[] {
  const hosts =
    commaList(env.PUSH_SERVICE_HOSTS, (h) => h.trim().toLowerCase()) ?? PUSH_SERVICE_HOSTS;
  pushHosts(hosts);
  return hosts;
}

/** One per process, so its pacing covers every import made with the key. */
export function kopisClientOf(env: Env) {
  return createKopisClient({ apiKey: env.KOPIS_API_KEY ?? null, baseUrl: env.KOPIS_BASE_URL });
}

/** The running server's dependencies, from its environment and what start-up opened. */
export function serverDeps(env: Env, opened: Opened): AppDeps {
  const { dataDir, mediaDir, redis, vapidPublicKey, ...rest } = opened;
  return {
    ...rest,
    jwtSecret: loadJwtSecret(env.JWT_SECRET, dataDir),
    rateLimiter: redis ? redisRateLimiter(redis) : databaseRateLimiter(opened.db),
    mailer: env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM) : logMailer(opened.logger),
    passwords: passwordQueue(argon2Hasher),
    setlistfm: createSetlistFmClient({
      apiKey: env.SETLISTFM_API_KEY ?? null,
      baseUrl: env.SETLISTFM_BASE_URL,
    }),
    config: {
      webDistDir,
      mediaDir,
      shareCardDir: join(dataDir, "share-cards"),
      trustProxy: env.TRUST_PROXY,
      publicUrl: env.PUBLIC_URL ?? null,
      refreshGraceSeconds: REFRESH_GRACE_SECONDS,
      vapidPublicKey,
      pushServiceHosts: pushServiceHostsOf(env),
      corsOrigins: commaList(env.CORS_ORIGINS, (o) => o.trim()) ?? [],
      oauth: providerSettings(env as Record<string, unknown> as Record<string, string | undefined>),
    },
  };
}

/**
 * Dependencies for an app answering in-process requests (tests, benchmarks): a silent logger, a
 * random signing key, counters in the given database, no files served, uploads kept in memory, no
 * setlist.fm key, no response cache and no job queue.
 */
export function inProcessDeps(
  db: Database,
  overrides: Partial<Omit<AppDeps, "config">> & { config?: Partial<AppConfig> } = {},
): AppDeps {
  const { config, ...rest } = overrides;
  return {
    db,
    logger: createLogger("silent"),
    mailer: logMailer(createLogger("silent")),
    jwtSecret: randomBytes(32),
    rateLimiter: databaseRateLimiter(db),
    passwords: passwordQueue(argon2Hasher),
    setlistfm: createSetlistFmClient({ apiKey: null, baseUrl: "http://127.0.0.1:9/rest/1.0" }),
    storage: memoryStorage(),
    // Tests write through factories as well as the API: a cache would serve them stale reads.
    cache: null,
    clock: () => new Date(),
    // No queue: tests run the alert producer themselves, at the time their clock says.
    alerts: { wake: () => {} },
    kopis: createKopisClient({ apiKey: null, baseUrl: "http://127.0.0.1:9/openApi/restful" }),
    // No queue: a test that imports gives its own (runs in-process, awaited by the test).
    imports: { start: async () => {} },
    ...rest,
    config: {
      webDistDir: null,
      mediaDir: null,
      shareCardDir: null,
      trustProxy: false,
      corsOrigins: [],
      publicUrl: null,
      refreshGraceSeconds: REFRESH_GRACE_SECONDS,
      vapidPublicKey: webPush.generateVAPIDKeys().publicKey,
      pushServiceHosts: PUSH_SERVICE_HOSTS,
      oauth: {},
      ...config,
    },
  };
}
