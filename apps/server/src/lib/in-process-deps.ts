import { randomBytes } from "node:crypto";
import webPush from "web-push";
import type { Database } from "../db/client";
import { createSetlistFmClient } from "../integrations/setlistfm/client";
import type { AppConfig, AppDeps } from "./context";
import { createLogger } from "./logger";
import { argon2Hasher, passwordQueue } from "./auth/password";
import { databaseRateLimiter } from "./http/rate-limit";
import { memoryStorage } from "./media/storage";
import { REFRESH_GRACE_SECONDS } from "../modules/auth/auth.service";
import { PUSH_SERVICE_HOSTS } from "../modules/push/push-hosts";

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
    ...rest,
    config: {
      webDistDir: null,
      mediaDir: null,
      trustProxy: false,
      corsOrigins: [],
      publicUrl: null,
      refreshGraceSeconds: REFRESH_GRACE_SECONDS,
      vapidPublicKey: webPush.generateVAPIDKeys().publicKey,
      pushServiceHosts: PUSH_SERVICE_HOSTS,
      ...config,
    },
  };
}
