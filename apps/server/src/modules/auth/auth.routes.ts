import { endpoints } from "@naehan/contract";
import type { Context } from "hono";
import { currentUser } from "../../lib/auth/middleware";
import { REFRESH_TOKEN_TTL_MS } from "../../lib/auth/tokens";
import { clientIp } from "../../lib/http/client-ip";
import type { AppEnv } from "../../lib/context";
import type { ModuleDeps } from "../module-deps";
import { notFound, unauthorized } from "../../lib/http/errors";
import { type RouteInput, endpointRouter } from "../../lib/http/endpoint-router";
import { type Limit, tooMany } from "../../lib/http/request-limits";
import { findUserById } from "./auth.queries";
import * as auth from "./auth.service";

/**
 * Login attempts per window. Failures lock an (account, address) pair and an address, never an
 * account as such: whoever knows an email could otherwise lock its owner out. Past `slowAfter`
 * failures on an account from all addresses together, each address gets one try per window at
 * that account: guessing spread over many addresses slows to one guess per address, while the
 * owner's first try from their own address always goes through.
 */
export const LOGIN_LIMITS = {
  pair: { max: 5, windowSeconds: 15 * 60 },
  address: { max: 20, windowSeconds: 15 * 60 },
  account: { slowAfter: 10, windowSeconds: 15 * 60 },
} as const;

/**
 * How long an account stays known at an address it signed in from (a refresh token's life): its
 * logins there may take the hashing queue's kept places while strangers flood it.
 */
export const KNOWN_AT_ADDRESS_SECONDS = REFRESH_TOKEN_TTL_MS / 1000;

const tooManyAttemptsText = (minutes: number) =>
  `로그인 시도가 너무 많습니다. ${minutes}분 후에 다시 시도해 주세요.`;

const tooManyAttempts = (retryAfter: number) => tooMany(tooManyAttemptsText, retryAfter);

/**
 * Well-formed sign-ups one address may send per window: a household or an office signing up
 * together fits, a script making accounts does not. Forms with broken fields (422) are free.
 */
export const SIGNUP_LIMIT = {
  max: 10,
  windowSeconds: 60 * 60,
  message: (minutes: number) =>
    `회원가입 요청이 너무 많습니다. ${minutes}분 후에 다시 시도해 주세요.`,
} as const satisfies Limit;

/** Wrong current passwords one account may send to the password change per window. */
export const PASSWORD_CHANGE_LIMIT = {
  max: 5,
  windowSeconds: 15 * 60,
  message: tooManyAttemptsText,
} as const satisfies Limit;

function refreshHandler({ db, jwtSecret, config }: ModuleDeps) {
  return async (
    c: Context<AppEnv>,
    { body }: Pick<RouteInput<typeof endpoints.refresh>, "body">,
  ) => {
    c.header("Cache-Control", "no-store");
    return c.json(await auth.refresh(db, jwtSecret, body.refreshToken, config.refreshGraceSeconds));
  };
}

export function authRoutes(deps: ModuleDeps) {
  const { db, jwtSecret, rateLimiter, config, passwords, limits } = deps;
  const refresh = refreshHandler(deps);
  return (
    endpointRouter(deps)
      .on(endpoints.signup, async (c, { body }) => {
        await limits.limitByAddress(c, "signup", SIGNUP_LIMIT);
        const hasher = passwords.for({ address: clientIp(c, config.trustProxy) });
        return c.json(await auth.signup(db, hasher, body), 201);
      })
      .on(endpoints.login, async (c, { body }) => {
        const email = body.email.toLowerCase();
        const ip = clientIp(c, config.trustProxy);
        const pairKey = `login:pair:${ip}:${email}`;
        const addressKey = `login:ip:${ip}`;
        const accountKey = `login:account:${email}`;
        const knownKey = `login:known:${ip}:${email}`;
        // Reserve the attempt before any password work: every request of a parallel burst counts
        // before it is evaluated, so no burst gets past the limits. A success gives it back; a
        // refusal because the hashing queue is full does not, so a flood spends its own budget.
        const [[pair, address], account, known] = await Promise.all([
          rateLimiter.hitAll([
            { key: pairKey, windowSeconds: LOGIN_LIMITS.pair.windowSeconds },
            { key: addressKey, windowSeconds: LOGIN_LIMITS.address.windowSeconds },
          ]),
          rateLimiter.peek(accountKey),
          rateLimiter.peek(knownKey),
        ]);
        if (address.count > LOGIN_LIMITS.address.max) throw tooManyAttempts(address.retryAfter);
        if (pair.count > LOGIN_LIMITS.pair.max) throw tooManyAttempts(pair.retryAfter);
        if (account.count >= LOGIN_LIMITS.account.slowAfter && pair.count > 1) {
          throw tooManyAttempts(pair.retryAfter);
        }

        const hasher = passwords.for(
          known.count > 0 ? { address: ip, knownAccount: email } : { address: ip },
        );
        const user = await auth.checkCredentials(db, hasher, body);
        if (!user) {
          await rateLimiter.hit(accountKey, LOGIN_LIMITS.account.windowSeconds);
          throw unauthorized(auth.AUTH_ERRORS.badCredentials);
        }
        await Promise.all([
          rateLimiter.reset(pairKey),
          rateLimiter.reset(accountKey),
          rateLimiter.refund(addressKey),
          rateLimiter.hit(knownKey, KNOWN_AT_ADDRESS_SECONDS),
        ]);
        c.header("Cache-Control", "no-store");
        return c.json(await auth.login(db, jwtSecret, user));
      })
      .on(endpoints.refresh, refresh)
      // The spec's client refreshes at /auth/refresh: the same call.
      .on(endpoints.refreshAtSpecPath, refresh)
      .on(endpoints.logout, async (c, { body: { refreshToken } }) => {
        await auth.logout(db, refreshToken);
        return c.body(null, 204);
      })
      .on(endpoints.changePassword, async (c, { body }) => {
        const user = currentUser(c);
        // Signed in already: the account is known wherever its session is used.
        const hasher = passwords.for({
          address: clientIp(c, config.trustProxy),
          knownAccount: `#${user.id}`,
        });
        await limits.limitGuessesByAccount("password", user.id, PASSWORD_CHANGE_LIMIT, () =>
          auth.changePassword(db, hasher, user, body),
        );
        return c.body(null, 204);
      })
      .on(endpoints.logoutEverywhere, async (c) => {
        await auth.logoutEverywhere(db, currentUser(c).id);
        return c.body(null, 204);
      })
      .on(endpoints.me, async (c) => {
        const user = await findUserById(db, currentUser(c).id);
        if (!user) throw notFound("user");
        return c.json({
          id: user.id,
          email: user.email,
          nickname: user.nickname,
          roles: [user.role],
        });
      }).hono
  );
}
