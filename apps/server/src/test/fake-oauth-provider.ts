import { createHash, randomBytes } from "node:crypto";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { OAuthProvider } from "@naehan/contract";
import { PROVIDERS, type ProviderSettings } from "../modules/oauth/providers";

/** The person signed in at the fake provider. */
export interface FakeProviderUser {
  id: string;
  nickname: string;
  email: string | null;
}

export interface FakeProvider {
  provider: OAuthProvider;
  /** What the app is configured with: the fake's keys, both servers at its address. */
  settings: ProviderSettings;
  /** Who consents next. */
  user: FakeProviderUser;
  /**
   * Like the real providers, a person who agreed once is sent straight back on the next sign-in
   * (off by default: server tests walk the consent page every time).
   */
  rememberConsent: boolean;
  /** The token and profile endpoints answer 503 (the authorize page still shows). */
  down: boolean;
  /** Token requests seen, with the form each sent. */
  tokenRequests: URLSearchParams[];
  /**
   * A fan at the consent page: agrees (302 to the redirect URI with a code and the state) or
   * cancels (302 with `error=access_denied`). Returns the Location the browser is sent to.
   */
  consent(authorizeUrl: string | URL, decision: "agree" | "cancel"): Promise<URL>;
  close(): Promise<void>;
}

interface Grant {
  user: FakeProviderUser;
  redirectUri: string;
  state: string;
  challenge: string | null;
  used: boolean;
}

const CLIENT_SECRET = "fake-client-secret";

/**
 * A local stand-in for Kakao or Naver login on 127.0.0.1, speaking their protocol: the authorize
 * page (client id and redirect URI checked, a consent form that redirects back with `code` and
 * `state`, or `error=access_denied` when the fan cancels), the token endpoint (client secret, code
 * once, redirect URI, Kakao's PKCE verifier, Naver's `state`; each provider's own error bodies, Naver's
 * with status 200 as the real one) and the profile (Kakao `/v2/user/me`, Naver `/v1/nid/me`, the
 * real JSON shapes). Listens on `port` when given (browser tests), else on a free one.
 */
export async function startFakeProvider(provider: OAuthProvider, port = 0): Promise<FakeProvider> {
  const spec = PROVIDERS[provider];
  const clientId = `fake-${provider}-client`;
  const grants = new Map<string, Grant>();
  const consented = new Set<string>();
  const tokens = new Map<string, FakeProviderUser>();
  const tokenRequests: URLSearchParams[] = [];

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json;charset=utf-8" });
    res.end(JSON.stringify(body));
  };
  const tokenError = (
    res: ServerResponse,
    error: string,
    description: string,
    kakaoCode: string,
  ) =>
    provider === "kakao"
      ? json(res, error === "invalid_client" ? 401 : 400, {
          error,
          error_description: description,
          error_code: kakaoCode,
        })
      : json(res, 200, { error, error_description: description });

  const readForm = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
  };

  /** Checks an authorization request: an error page for a wrong client or redirect URI. */
  function checkAuthorize(params: URLSearchParams, res: ServerResponse): boolean {
    if (params.get("client_id") !== clientId || params.get("response_type") !== "code") {
      json(res, 400, { error: "invalid_client", error_description: "unknown client" });
      return false;
    }
    const redirect = params.get("redirect_uri") ?? "";
    if (!/^https?:\/\/[^/]+\/auth\/(kakao|naver)\/callback$/.test(redirect)) {
      json(res, 400, { error: "invalid_request", error_description: "redirect_uri mismatch" });
      return false;
    }
    return true;
  }

  /** A code for the person signed in, bound to the request's redirect URI, state and challenge. */
  function grant(params: URLSearchParams, redirectUri: string): string {
    const code = randomBytes(16).toString("base64url");
    grants.set(code, {
      user: { ...fake.user },
      redirectUri,
      state: params.get("state") ?? "",
      challenge: params.get("code_challenge"),
      used: false,
    });
    return code;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (req.method === "GET" && url.pathname === spec.authorizePath) {
      if (!checkAuthorize(url.searchParams, res)) return;
      if (fake.rememberConsent && consented.has(fake.user.id)) {
        const back = new URL(url.searchParams.get("redirect_uri") ?? "");
        back.searchParams.set("code", grant(url.searchParams, back.href));
        back.searchParams.set("state", url.searchParams.get("state") ?? "");
        res.writeHead(302, { location: back.href });
        res.end();
        return;
      }
      const hidden = [...url.searchParams]
        .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
        .join("");
      const label = provider === "kakao" ? "카카오" : "네이버";
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(`<!doctype html><html lang="ko"><meta charset="utf-8"><title>${label} 로그인</title>
<h1>${label} 계정으로 로그인</h1><p>${esc(fake.user.nickname)} 님, naehan에 정보 제공을 동의하시겠어요?</p>
<form method="post" action="/consent">${hidden}
<button name="decision" value="agree">동의하고 계속하기</button>
<button name="decision" value="cancel">취소</button></form></html>`);
      return;
    }
    if (req.method === "POST" && url.pathname === "/consent") {
      const form = await readForm(req);
      if (!checkAuthorize(form, res)) return;
      const back = new URL(form.get("redirect_uri") ?? "");
      const state = form.get("state") ?? "";
      if (form.get("decision") !== "agree") {
        back.searchParams.set("error", "access_denied");
        back.searchParams.set(
          "error_description",
          provider === "kakao" ? "User denied access" : "Canceled By User",
        );
        if (state) back.searchParams.set("state", state);
      } else {
        consented.add(fake.user.id);
        back.searchParams.set("code", grant(form, back.href));
        back.searchParams.set("state", state);
      }
      res.writeHead(302, { location: back.href });
      res.end();
      return;
    }
    if (url.pathname === spec.tokenPath) {
      if (fake.down)
        return void res.writeHead(503, { "content-type": "text/html" }).end("<h1>503</h1>");
      const form = req.method === "POST" ? await readForm(req) : url.searchParams;
      tokenRequests.push(form);
      if (form.get("client_id") !== clientId || form.get("client_secret") !== CLIENT_SECRET) {
        return tokenError(res, "invalid_client", "Bad client credentials", "KOE010");
      }
      const code = form.get("code") ?? "";
      const grant = grants.get(code);
      if (form.get("grant_type") !== "authorization_code" || !grant || grant.used) {
        return provider === "kakao"
          ? tokenError(
              res,
              "invalid_grant",
              `authorization code not found for code=${code}`,
              "KOE320",
            )
          : tokenError(res, "invalid_request", "no valid data in session", "");
      }
      grant.used = true;
      if (provider === "kakao" && form.get("redirect_uri") !== grant.redirectUri) {
        return tokenError(res, "invalid_grant", "redirect_uri mismatch", "KOE303");
      }
      if (provider === "naver" && form.get("state") !== grant.state) {
        return tokenError(res, "invalid_request", "invalid state", "");
      }
      if (grant.challenge !== null) {
        const verifier = form.get("code_verifier") ?? "";
        const challenge = createHash("sha256").update(verifier).digest("base64url");
        if (challenge !== grant.challenge) {
          return tokenError(res, "invalid_grant", "code_verifier mismatch", "KOE320");
        }
      }
      const accessToken = randomBytes(24).toString("base64url");
      tokens.set(accessToken, grant.user);
      return json(res, 200, {
        token_type: "bearer",
        access_token: accessToken,
        refresh_token: randomBytes(24).toString("base64url"),
        // Naver writes its numbers as strings.
        expires_in: provider === "kakao" ? 21599 : "3600",
        ...(provider === "kakao"
          ? { refresh_token_expires_in: 5183999, scope: "profile_nickname account_email" }
          : {}),
      });
    }
    if (req.method === "GET" && url.pathname === spec.profilePath) {
      if (fake.down)
        return void res.writeHead(503, { "content-type": "text/html" }).end("<h1>503</h1>");
      const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? "";
      const user = tokens.get(token);
      if (!user) {
        return provider === "kakao"
          ? json(res, 401, { msg: "this access token does not exist", code: -401 })
          : json(res, 401, {
              resultcode: "024",
              message: "Authentication failed (인증 실패하였습니다.)",
            });
      }
      return json(res, 200, provider === "kakao" ? kakaoProfile(user) : naverProfile(user));
    }
    json(res, 404, { error: "not_found" });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeProvider = {
    provider,
    settings: { clientId, clientSecret: CLIENT_SECRET, authUrl: origin, apiUrl: origin },
    user: {
      id: provider === "kakao" ? "4016572831" : "aB3xYz9KqLmN0pQr",
      nickname: "공연러버",
      email: null,
    },
    down: false,
    rememberConsent: false,
    tokenRequests,
    async consent(authorizeUrl, decision) {
      const params = new URL(authorizeUrl).searchParams;
      const page = await fetch(authorizeUrl);
      if (!page.ok) throw new Error(`authorize page answered ${page.status}`);
      params.set("decision", decision);
      const answer = await fetch(`${origin}/consent`, {
        method: "POST",
        body: params,
        redirect: "manual",
      });
      const location = answer.headers.get("location");
      if (answer.status !== 302 || !location) throw new Error(`consent answered ${answer.status}`);
      return new URL(location);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

const esc = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Kakao's `/v2/user/me` as it answers an app with nickname and email consent. */
function kakaoProfile(user: FakeProviderUser) {
  return {
    id: Number(user.id),
    connected_at: "2026-11-20T06:12:44Z",
    properties: { nickname: user.nickname },
    kakao_account: {
      profile_nickname_needs_agreement: false,
      profile: { nickname: user.nickname, is_default_nickname: false },
      has_email: user.email !== null,
      email_needs_agreement: false,
      ...(user.email ? { is_email_valid: true, is_email_verified: true, email: user.email } : {}),
    },
  };
}

/** Naver's `/v1/nid/me`: `resultcode`, `message` and the profile under `response`. */
function naverProfile(user: FakeProviderUser) {
  return {
    resultcode: "00",
    message: "success",
    response: {
      id: user.id,
      nickname: user.nickname,
      name: "김내한",
      ...(user.email ? { email: user.email } : {}),
      profile_image: "https://phinf.pstatic.net/contact/default.png",
    },
  };
}

/**
 * Both providers configured at an address nothing answers: for tests that walk every route (the
 * permission, hostile-input and budget tables) and never get as far as the provider.
 */
export const UNREACHABLE_PROVIDERS = Object.fromEntries(
  (["kakao", "naver"] as const).map((provider) => [
    provider,
    {
      clientId: `unreachable-${provider}`,
      clientSecret: "unreachable-secret",
      authUrl: "http://127.0.0.1:9",
      apiUrl: "http://127.0.0.1:9",
    },
  ]),
) as Record<OAuthProvider, ProviderSettings>;
