import type { OAuthProvider } from "@naehan/contract";
import * as client from "openid-client";
import { PROVIDERS, type ProviderProfile, type ProviderSettings } from "./providers";

/** Why a provider sign-in stopped before we had a profile. */
export class ProviderError extends Error {
  constructor(
    readonly reason: "denied" | "failed",
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Seconds a provider's endpoint may take before the sign-in is given up as failed. */
const PROVIDER_TIMEOUT_SECONDS = 8;

/**
 * One provider's authorization-code flow through openid-client: the authorize URL (with `state`
 * and, where the provider takes it, a PKCE challenge), the code exchanged at the token endpoint
 * with the client secret, and the profile read with the access token.
 */
export class ProviderClient {
  private readonly config: client.Configuration;
  private readonly spec;

  constructor(
    readonly provider: OAuthProvider,
    private readonly settings: ProviderSettings,
  ) {
    this.spec = PROVIDERS[provider];
    this.config = new client.Configuration(
      {
        issuer: settings.authUrl,
        authorization_endpoint: settings.authUrl + this.spec.authorizePath,
        token_endpoint: settings.authUrl + this.spec.tokenPath,
      },
      settings.clientId,
      undefined,
      client.ClientSecretPost(settings.clientSecret),
    );
    this.config.timeout = PROVIDER_TIMEOUT_SECONDS;
    // Only a local stand-in speaks plain HTTP; the real providers' defaults are HTTPS.
    if (settings.authUrl.startsWith("http:") || settings.apiUrl.startsWith("http:")) {
      client.allowInsecureRequests(this.config);
    }
  }

  get usesPkce(): boolean {
    return this.spec.pkce;
  }

  authorizeUrl(input: { redirectUri: string; state: string; codeChallenge?: string }): URL {
    const parameters: Record<string, string> = {
      response_type: "code",
      redirect_uri: input.redirectUri,
      state: input.state,
    };
    if (this.spec.pkce && input.codeChallenge) {
      parameters.code_challenge = input.codeChallenge;
      parameters.code_challenge_method = "S256";
    }
    return client.buildAuthorizationUrl(this.config, parameters);
  }

  /** The callback's query → the provider's profile; a ProviderError for anything else. */
  async profile(input: {
    redirectUri: string;
    query: URLSearchParams;
    state: string;
    verifier?: string;
  }): Promise<ProviderProfile> {
    const error = input.query.get("error");
    if (error) {
      throw new ProviderError(
        error === "access_denied" ? "denied" : "failed",
        `${this.provider} answered ${error}: ${input.query.get("error_description") ?? ""}`,
      );
    }
    const currentUrl = new URL(input.redirectUri);
    for (const [name, value] of input.query) currentUrl.searchParams.append(name, value);
    let accessToken: string;
    try {
      const tokens = await client.authorizationCodeGrant(
        this.config,
        currentUrl,
        {
          expectedState: input.state,
          ...(this.spec.pkce && input.verifier ? { pkceCodeVerifier: input.verifier } : {}),
        },
        this.spec.stateAtToken ? { state: input.state } : undefined,
      );
      accessToken = tokens.access_token;
    } catch (cause) {
      throw new ProviderError("failed", `${this.provider} token exchange failed`, { cause });
    }
    let json: unknown;
    try {
      const response = await client.fetchProtectedResource(
        this.config,
        accessToken,
        new URL(this.settings.apiUrl + this.spec.profilePath),
        "GET",
      );
      if (!response.ok) throw new Error(`profile answered ${response.status}`);
      json = await response.json();
    } catch (cause) {
      throw new ProviderError("failed", `${this.provider} profile failed`, { cause });
    }
    const profile = this.spec.readProfile(json);
    if (!profile)
      throw new ProviderError("failed", `${this.provider} profile has an unknown shape`);
    return profile;
  }
}
