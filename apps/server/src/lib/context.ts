import type { Database } from "../db/client";
import type { SetlistFmClient } from "../integrations/setlistfm/client";
import type { AuthUser } from "./auth/tokens";
import type { Logger } from "./logger";
import type { RateLimiter } from "./http/rate-limit";
import type { PasswordHasher } from "./auth/password";
import type { MediaStorage } from "./media/storage";
import type { ResponseCache } from "./cache/response-cache";

export interface AppConfig {
  /** Folder of the built web app, served with the SPA fallback; null serves only the API. */
  webDistDir: string | null;
  /** Folder that `/media/*` is served from (uploads and generated art). */
  mediaDir: string | null;
  trustProxy: boolean;
  corsOrigins: string[];
  /** PUBLIC_URL's origin: absolute image URLs, the origin of links we write; null = relative. */
  publicUrl: string | null;
  /** How long a spent refresh token still gets a pair of its session (at most 10 s). */
  refreshGraceSeconds: number;
  /** The VAPID public key browsers subscribe to Web Push with (base64url). */
  vapidPublicKey: string;
  /** Hosts (and their subdomains) a push subscription's endpoint may name: the browsers' push services. */
  pushServiceHosts: string[];
}

/** Everything a module needs, passed explicitly so tests build an app around a fresh database. */
export interface AppDeps {
  db: Database;
  logger: Logger;
  config: AppConfig;
  /** Signs and verifies access tokens. */
  jwtSecret: Uint8Array;
  rateLimiter: RateLimiter;
  /** Hashing and verifying passwords, through one bounded queue per process. */
  passwords: PasswordHasher;
  /** One per process, so its pacing covers every sync made with the key. */
  setlistfm: SetlistFmClient;
  /** Where uploaded images go: files served at /media/*, or an S3-compatible bucket. */
  storage: MediaStorage;
  /** Anonymous API reads from memory, evicted by writes on any instance; null turns it off. */
  cache: ResponseCache | null;
  /** The time: the real one, or a test's own clock that it moves forward. */
  clock: () => Date;
  /** Tells the alert producer that an alert may be due now (a job on the queue). */
  alerts: AlertQueue;
}

export interface AlertQueue {
  /** Something an alert is made of was written: run the producer soon, not at its next minute. */
  wake(): void;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    /** Set by the auth middleware when the request carries a valid access token. */
    user?: AuthUser;
    /** What the answer shows, for the response cache (lib/cache-tags.ts). */
    shows?: Set<string>;
    /** What the write changed, for the response cache (lib/cache-tags.ts). */
    changes?: string[];
  };
}
