import type { Database } from "../db/client";
import type { KopisClient } from "../integrations/kopis/client";
import type { SetlistFmClient } from "../integrations/setlistfm/client";
import type { Guards } from "../lib/auth/middleware";
import type { PasswordQueue } from "../lib/auth/password";
import type { ResponseCache } from "../lib/cache/response-cache";
import type { AppConfig } from "../lib/context";
import type { RateLimiter } from "../lib/http/rate-limit";
import type { RequestLimits } from "../lib/http/request-limits";
import type { Logger } from "../lib/logger";
import type { Mailer } from "../lib/mail/mailer";
import type { MediaStorage } from "../lib/media/storage";

/**
 * Everything a module needs, passed explicitly so tests build an app around a fresh database.
 * `createApp` receives it; `deps.ts` builds it, for the server and for in-process use.
 */
export interface AppDeps {
  db: Database;
  logger: Logger;
  config: AppConfig;
  /** Signs and verifies access tokens. */
  jwtSecret: Uint8Array;
  rateLimiter: RateLimiter;
  /** Hashing and verifying passwords, through one bounded queue per process, fair per sender. */
  passwords: PasswordQueue;
  /** One per process, so its pacing covers every sync made with the key. */
  setlistfm: SetlistFmClient;
  /** Where uploaded images go: files served at /media/*, or an S3-compatible bucket. */
  storage: MediaStorage;
  /** Anonymous API reads from memory, evicted by writes on any instance; null turns it off. */
  cache: ResponseCache | null;
  /** The time: the real one, or a test's own clock that it moves forward. */
  clock: () => Date;
  /** Sends password reset links: over SMTP, or into the log without SMTP_URL. */
  mailer: Mailer;
  /** Tells the alert producer that an alert may be due now (a job on the queue). */
  alerts: AlertQueue;
  /** KOPIS's open API; not `configured` without KOPIS_API_KEY. */
  kopis: KopisClient;
  /** Runs a queued import from KOPIS: a job on the queue, or in-process. */
  imports: ImportQueue;
}

export interface ImportQueue {
  /** The run's row exists (QUEUED): have it run soon. */
  start(runId: number): Promise<void>;
}

export interface AlertQueue {
  /** Something an alert is made of was written: run the producer soon, not at its next minute. */
  wake(): void;
}

/**
 * What each module's routes are given: the app's dependencies, and the guards and rate limits
 * `createApp` builds once from them (so every module checks a token and counts a request alike).
 */
export interface ModuleDeps extends AppDeps {
  guards: Guards;
  limits: RequestLimits;
}
