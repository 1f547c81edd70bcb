import { createHmac } from "node:crypto";
import { type OAuthProvider, endpoints } from "@naehan/contract";
import type { Context } from "hono";
import { deleteCookie, getSignedCookie, setSignedCookie } from "hono/cookie";
import { SignJWT, jwtVerify } from "jose";
import * as client from "openid-client";
import { currentUser } from "../../lib/auth/middleware";
import { clientIp } from "../../lib/http/client-ip";
import type { AppEnv } from "../../lib/context";
import { endpointRouter } from "../../lib/http/endpoint-router";
import { type Limit } from "../../lib/http/request-limits";
import { notFound } from "../../lib/http/errors";
import { accountLookup } from "../auth/auth.queries";
import type { ModuleDeps } from "../module-deps";
import { ProviderClient, ProviderError } from "./oauth.client";
import * as oauth from "./oauth.service";

/** How long the browser may spend at the provider between our redirect and its callback. */
const STATE_COOKIE_SECONDS = 10 * 60;
/** How long the link address handed to a signed-in fan is good for. */
const LINK_TICKET_SECONDS = 60;
const RETURN_TO_MAX = 512;

/** Callbacks one address may bring per window: a few fans behind one address fit, a script does not. */
export const CALLBACK_LIMIT = {
  max: 30,
  windowSeconds: 10 * 60,
  message: (minutes: number) =>
    `로그인 시도가 너무 많습니다. ${minutes}분 후에 다시 시도해 주세요.`,
} as const satisfies Limit;

/** What a failed provider sign-in tells the app (the app words it in Korean). */
export type CallbackError = "denied" | "state" | "provider" | "linkedElsewhere" | "oneEach";

interface StateCookie {
  provider: OAuthProvider;
  state: string;
  verifier: string;
  returnTo: string | null;
  /** Set when a signed-in fan is linking: their account and session. */
  link: { userId: number; familyId: string } | null;
  expiresAt: number;
}

const cookieName = (provider: OAuthProvider) => `naehan_oauth_${provider}`;
const callbackPath = (provider: OAuthProvider) => `/auth/${provider}/callback`;

/**
 * A path of our own origin (`/concerts/3?tab=x`), or null: never `//host`, `/\host`, a scheme or a
 * control character, so the app is never sent elsewhere after signing in.
 */
export function ownPath(value: string | undefined): string | null {
  if (!value || value.length > RETURN_TO_MAX) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  const base = "http://naehan.invalid";
  try {
    const url = new URL(value, base);
    return url.origin === base ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

/** Keys of their own, derived from the signing secret: a ticket is never an access token. */
const derivedKey = (secret: Uint8Array, purpose: string) =>
  createHmac("sha256", secret).update(purpose).digest();

export function oauthRoutes(deps: ModuleDeps) {
  const { db, config, jwtSecret, clock, rateLimiter, limits, logger } = deps;
  const clients = new Map(
    Object.entries(config.oauth).map(([provider, settings]) => [
      provider as OAuthProvider,
      new ProviderClient(provider as OAuthProvider, settings),
    ]),
  );
  const cookieKey = derivedKey(jwtSecret, "naehan oauth state cookie");
  const linkKey = derivedKey(jwtSecret, "naehan oauth link ticket");
  const lookup = accountLookup(db);

  const providerClient = (provider: OAuthProvider) => {
    const found = clients.get(provider);
    if (!found) throw notFound("route");
    return found;
  };
  const origin = (c: Context<AppEnv>) => config.publicUrl ?? new URL(c.req.url).origin;
  const redirectUri = (c: Context<AppEnv>, provider: OAuthProvider) =>
    origin(c) + callbackPath(provider);
  const secure = (c: Context<AppEnv>) => origin(c).startsWith("https:");
  const noStore = (c: Context<AppEnv>) => c.header("Cache-Control", "no-store");

  /** Back to the app, whatever happened, with the outcome in the fragment (never sent to a server). */
  const toApp = (c: Context<AppEnv>, fragment: Record<string, string>) => {
    noStore(c);
    return c.redirect(
      `${config.publicUrl ?? ""}/login/oauth#${new URLSearchParams(fragment).toString()}`,
      302,
    );
  };

  return endpointRouter(deps)
    .on(endpoints.authProviders, (c) => c.json({ providers: [...clients.keys()] }))
    .on(endpoints.oauthStart, { notFound: "route" }, async (c, { params: { provider }, query }) => {
      const providerApi = providerClient(provider);
      noStore(c);
      let link: StateCookie["link"] = null;
      if (query.link !== undefined) {
        link = await readLinkTicket(linkKey, query.link, provider, clock());
        if (!link) return toApp(c, { provider, error: "state", mode: "link" });
      }
      const state = client.randomState();
      const verifier = client.randomPKCECodeVerifier();
      const cookie: StateCookie = {
        provider,
        state,
        verifier,
        returnTo: ownPath(query.returnTo),
        link,
        expiresAt: clock().getTime() + STATE_COOKIE_SECONDS * 1000,
      };
      await setSignedCookie(c, cookieName(provider), encode(cookie), cookieKey, {
        path: callbackPath(provider),
        httpOnly: true,
        sameSite: "Lax",
        secure: secure(c),
        maxAge: STATE_COOKIE_SECONDS,
      });
      const url = providerApi.authorizeUrl({
        redirectUri: redirectUri(c, provider),
        state,
        ...(providerApi.usesPkce
          ? { codeChallenge: await client.calculatePKCECodeChallenge(verifier) }
          : {}),
      });
      return c.redirect(url.href, 302);
    })
    .on(endpoints.oauthCallback, { notFound: "route" }, async (c, { params: { provider } }) => {
      const providerApi = providerClient(provider);
      await limits.limitByAddress(c, "oauth-callback", CALLBACK_LIMIT);
      const signed = await getSignedCookie(c, cookieKey, cookieName(provider));
      deleteCookie(c, cookieName(provider), { path: callbackPath(provider), secure: secure(c) });
      const saved = typeof signed === "string" ? decode(signed) : null;
      const mode: Record<string, string> = saved?.link ? { mode: "link" } : {};
      const fail = (error: CallbackError) => toApp(c, { provider, error, ...mode });
      const query = new URL(c.req.url).searchParams;
      if (
        !saved ||
        saved.provider !== provider ||
        saved.expiresAt <= clock().getTime() ||
        query.get("state") !== saved.state
      ) {
        return fail("state");
      }
      // A state is good once: the same callback brought again (a replay, a back button) is refused.
      const seen = await rateLimiter.hit(`oauth:state:${saved.state}`, STATE_COOKIE_SECONDS);
      if (seen.count > 1) return fail("state");
      let profile;
      try {
        profile = await providerApi.profile({
          redirectUri: redirectUri(c, provider),
          query,
          state: saved.state,
          verifier: saved.verifier,
        });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        if (error.reason === "failed") {
          logger.warn(
            { provider, err: error.cause instanceof Error ? error.cause.message : error.message },
            "provider sign-in failed",
          );
        }
        return fail(error.reason === "denied" ? "denied" : "provider");
      }
      const now = clock();
      if (saved.link) {
        const session = await lookup(saved.link.userId, saved.link.familyId);
        if (!session) return fail("state");
        const outcome = await oauth.link(db, saved.link.userId, provider, profile, now);
        return outcome === "linked"
          ? toApp(c, { provider, result: "linked", mode: "link" })
          : fail(outcome);
      }
      const code = await oauth.signInCode(db, provider, profile, now);
      return toApp(c, {
        provider,
        code,
        ...(saved.returnTo ? { returnTo: saved.returnTo } : {}),
      });
    })
    .on(endpoints.oauthComplete, { notFound: "route" }, async (c, { params, body }) => {
      providerClient(params.provider);
      noStore(c);
      return c.json(await oauth.complete(db, jwtSecret, params.provider, body.code, clock()));
    })
    .on(endpoints.oauthSignup, { notFound: "route" }, async (c, { params, body }) => {
      providerClient(params.provider);
      noStore(c);
      return c.json(await oauth.signup(db, jwtSecret, params.provider, body, clock()), 201);
    })
    .on(endpoints.linkedAccounts, async (c) => {
      noStore(c);
      return c.json(await oauth.linkedAccounts(db, currentUser(c).id));
    })
    .on(endpoints.linkAccount, { notFound: "route" }, async (c, { params: { provider } }) => {
      providerClient(provider);
      const user = currentUser(c);
      const now = Math.floor(clock().getTime() / 1000);
      const ticket = await new SignJWT({ provider, fid: user.familyId ?? "" })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(user.id))
        .setIssuedAt(now)
        .setExpirationTime(now + LINK_TICKET_SECONDS)
        .sign(linkKey);
      noStore(c);
      return c.json({
        url: `/auth/${provider}?${new URLSearchParams({ link: ticket }).toString()}`,
      });
    })
    .on(endpoints.unlinkAccount, { notFound: "route" }, async (c, { params: { provider } }) => {
      await oauth.unlink(db, currentUser(c).id, provider);
      return c.body(null, 204);
    })
    .on(endpoints.setPassword, async (c, { body }) => {
      const user = currentUser(c);
      const hasher = deps.passwords.for({
        address: clientIp(c, config.trustProxy),
        knownAccount: `#${user.id}`,
      });
      await oauth.setPassword(db, hasher, user.id, body);
      return c.body(null, 204);
    }).hono;
}

const encode = (cookie: StateCookie) => Buffer.from(JSON.stringify(cookie)).toString("base64url");

function decode(value: string): StateCookie | null {
  try {
    return JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as StateCookie;
  } catch {
    return null;
  }
}

async function readLinkTicket(
  key: Uint8Array,
  ticket: string,
  provider: OAuthProvider,
  now: Date,
): Promise<StateCookie["link"]> {
  try {
    const { payload } = await jwtVerify(ticket, key, { algorithms: ["HS256"], currentDate: now });
    const userId = Number(payload.sub);
    if (payload.provider !== provider || !Number.isSafeInteger(userId)) return null;
    if (typeof payload.fid !== "string" || !payload.fid) return null;
    return { userId, familyId: payload.fid };
  } catch {
    return null;
  }
}
