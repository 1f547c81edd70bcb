import type { OAuthProvider } from "@naehan/contract";

/** One sign-in provider's keys and where its servers are (overridable, so tests use a local fake). */
export interface ProviderSettings {
  clientId: string;
  clientSecret: string;
  /** The authorization server: the authorize page and the token endpoint. */
  authUrl: string;
  /** The API server the profile is read from. */
  apiUrl: string;
}

/** The providers whose keys are set (modules/oauth). */
export type ProviderSettingsMap = Partial<Record<OAuthProvider, ProviderSettings>>;
