import type { Role } from "@naehan/contract";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { forbidden, unauthorized } from "../http/errors";
import { type AuthUser, accessTokenVerifier } from "./tokens";

/**
 * The account a valid token names, as it is now: null once it is deleted or the token's session
 * (family) was revoked (logout, password change, log out everywhere). A token would otherwise
 * outlive those by up to 30 minutes; the lookup closes that window.
 */
export type AccountLookup = (
  id: number,
  familyId: string,
) => Promise<{ nickname: string; role: Role } | null>;

function bearer(header: string | undefined): string | null {
  const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(header?.trim() ?? "");
  return match?.[1] ?? null;
}

/**
 * Reads the bearer token. `required`: a missing, malformed or expired token is 401 (the client
 * refreshes on 401); otherwise a bad token is ignored and the request is anonymous.
 */
function authenticate(
  verify: (token: string) => Promise<AuthUser | null>,
  accounts: AccountLookup,
  required: boolean,
  role?: Role,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header("authorization");
    const token = bearer(header);
    const claims = token ? await verify(token) : null;
    const account = claims?.familyId ? await accounts(claims.id, claims.familyId) : null;
    const user: AuthUser | null =
      claims && account
        ? {
            id: claims.id,
            nickname: account.nickname,
            roles: [account.role],
            familyId: claims.familyId,
          }
        : null;
    if (!user && required) {
      throw unauthorized(
        header ? "로그인 정보가 만료되었거나 올바르지 않습니다." : "로그인이 필요합니다.",
      );
    }
    if (user && role && !user.roles.includes(role))
      throw forbidden("관리자만 할 수 있는 작업입니다.");
    if (user) c.set("user", user);
    if (required) c.header("Cache-Control", "private, no-store");
    await next();
  };
}

export const optionalUser = (secret: Uint8Array, accounts: AccountLookup) =>
  authenticate(accessTokenVerifier(secret), accounts, false);
export const requireUser = (secret: Uint8Array, accounts: AccountLookup) =>
  authenticate(accessTokenVerifier(secret), accounts, true);
export const requireAdmin = (secret: Uint8Array, accounts: AccountLookup) =>
  authenticate(accessTokenVerifier(secret), accounts, true, "ROLE_ADMIN");

/** The guards every module is handed (built once, in `createApp`). */
export interface Guards {
  /** 401 without a valid token of a live session; the account is `currentUser(c)` after it. */
  requireUser: MiddlewareHandler<AppEnv>;
  /** `requireUser`, and 403 for an account that is not an admin. */
  requireAdmin: MiddlewareHandler<AppEnv>;
}

/** Both share one memory of verified tokens (`accessTokenVerifier`). */
export function authGuards(secret: Uint8Array, accounts: AccountLookup): Guards {
  const verify = accessTokenVerifier(secret);
  return {
    requireUser: authenticate(verify, accounts, true),
    requireAdmin: authenticate(verify, accounts, true, "ROLE_ADMIN"),
  };
}

/** The authenticated user of a route behind `requireUser`/`requireAdmin`. */
export function currentUser(c: { get(key: "user"): AuthUser | undefined }): AuthUser {
  const user = c.get("user");
  if (!user) throw unauthorized();
  return user;
}

export const isAdmin = (user: AuthUser | undefined) => user?.roles.includes("ROLE_ADMIN") === true;
