import type { ProviderSettingsMap } from "./auth/provider-settings";
import type { AuthUser } from "./auth/tokens";

export interface AppConfig {
  /** Folder of the built web app, served with the SPA fallback; null serves only the API. */
  webDistDir: string | null;
  /** Folder that `/media/*` is served from (uploads and generated art). */
  mediaDir: string | null;
  /** Folder the link-preview cards are kept in once drawn; null keeps the newest few in memory. */
  shareCardDir: string | null;
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
  /** Kakao and Naver sign-in: the providers whose keys are set (none shows no provider buttons). */
  oauth: ProviderSettingsMap;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    /** Set by the auth middleware when the request carries a valid access token. */
    user?: AuthUser;
    /** What the answer shows, for the response cache (lib/cache/cache-tags.ts). */
    answerTags?: Set<string>;
    /** What the write changed, for the response cache (lib/cache/cache-tags.ts). */
    writeTags?: string[];
    /** When the answer stops being true by the clock alone, in ms (lib/cache/cache-tags.ts). */
    freshUntil?: number;
  };
}
