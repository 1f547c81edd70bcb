import type { OAuthProvider } from "@naehan/contract";
import * as z from "zod/mini";

import type { ProviderSettings, ProviderSettingsMap } from "../../lib/auth/provider-settings";

export type { ProviderSettings, ProviderSettingsMap };

/** What we keep of a provider's profile. */
export interface ProviderProfile {
  id: string;
  nickname: string;
  email: string | null;
}

interface ProviderSpec {
  defaults: { authUrl: string; apiUrl: string };
  authorizePath: string;
  tokenPath: string;
  profilePath: string;
  /** Whether the provider takes a PKCE challenge (Kakao does, Naver does not). */
  pkce: boolean;
  /** Naver's token endpoint wants the `state` of the authorization again. */
  stateAtToken: boolean;
  readProfile(json: unknown): ProviderProfile | null;
}

const optionalText = z.optional(z.nullable(z.string()));

/** Kakao's `GET /v2/user/me`: a numeric id, the nickname under `kakao_account.profile`. */
const kakaoUser = z.object({
  id: z.number(),
  properties: z.optional(z.nullable(z.object({ nickname: optionalText }))),
  kakao_account: z.optional(
    z.object({
      profile: z.optional(z.object({ nickname: optionalText })),
      email: optionalText,
      is_email_valid: z.optional(z.boolean()),
      is_email_verified: z.optional(z.boolean()),
    }),
  ),
});

/** Naver's `GET /v1/nid/me`: `resultcode` "00" and the profile under `response`. */
const naverUser = z.object({
  resultcode: z.literal("00"),
  response: z.object({
    id: z.string().check(z.minLength(1)),
    nickname: optionalText,
    name: optionalText,
    email: optionalText,
  }),
});

export const PROVIDERS: Record<OAuthProvider, ProviderSpec> = {
  kakao: {
    defaults: { authUrl: "https://kauth.kakao.com", apiUrl: "https://kapi.kakao.com" },
    authorizePath: "/oauth/authorize",
    tokenPath: "/oauth/token",
    profilePath: "/v2/user/me",
    pkce: true,
    stateAtToken: false,
    readProfile(json) {
      const parsed = kakaoUser.safeParse(json);
      if (!parsed.success) return null;
      const { id, properties, kakao_account: account } = parsed.data;
      const emailUsable = account?.is_email_valid !== false && account?.is_email_verified !== false;
      return {
        id: String(id),
        nickname: account?.profile?.nickname ?? properties?.nickname ?? "",
        email: (emailUsable && account?.email) || null,
      };
    },
  },
  naver: {
    defaults: { authUrl: "https://nid.naver.com", apiUrl: "https://openapi.naver.com" },
    authorizePath: "/oauth2.0/authorize",
    tokenPath: "/oauth2.0/token",
    profilePath: "/v1/nid/me",
    pkce: false,
    stateAtToken: true,
    readProfile(json) {
      const parsed = naverUser.safeParse(json);
      if (!parsed.success) return null;
      const { id, nickname, name, email } = parsed.data.response;
      return { id, nickname: nickname ?? name ?? "", email: email ?? null };
    },
  },
};

/** The providers whose keys are both set, with their servers (the real ones unless overridden). */
export function providerSettings(env: Record<string, string | undefined>): ProviderSettingsMap {
  const settings: ProviderSettingsMap = {};
  for (const provider of Object.keys(PROVIDERS) as OAuthProvider[]) {
    const prefix = provider.toUpperCase();
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (!clientId || !clientSecret) continue;
    const { defaults } = PROVIDERS[provider];
    settings[provider] = {
      clientId,
      clientSecret,
      authUrl: env[`${prefix}_AUTH_URL`] ?? defaults.authUrl,
      apiUrl: env[`${prefix}_API_URL`] ?? defaults.apiUrl,
    };
  }
  return settings;
}
