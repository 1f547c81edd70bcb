import { createHash, randomBytes } from "node:crypto";
import { ACCESS_TOKEN_TTL_SECONDS, type Role, accessTokenClaims } from "@naehan/contract";
import { SignJWT, jwtVerify } from "jose";

export interface AuthUser {
  id: number;
  nickname: string;
  roles: Role[];
  /** The session (token family) the access token was issued for. */
  familyId?: string;
}

const ALGORITHM = "HS256";
export const REFRESH_TOKEN_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** The access token: a 30-minute HS256 JWT with `sub`, `id`, `nickname` and `roles` (an array). */
export function signAccessToken(
  secret: Uint8Array,
  user: AuthUser,
  now = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const claims = { id: user.id, nickname: user.nickname, roles: user.roles };
  return new SignJWT(user.familyId ? { ...claims, fid: user.familyId } : claims)
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(String(user.id))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(secret);
}

/**
 * The user and session an access token names, or null when it is malformed, forged, expired or
 * names no session (tokens from before sessions were rows: the client refreshes).
 */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
): Promise<AuthUser | null> {
  return (await verifiedClaims(secret, token))?.user ?? null;
}

/** What a valid access token names, with its expiry (seconds since the epoch); null otherwise. */
export async function verifiedClaims(
  secret: Uint8Array,
  token: string,
): Promise<{ user: AuthUser; exp: number } | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM] });
    const claims = accessTokenClaims.safeParse(payload);
    if (!claims.success || claims.data.sub !== String(claims.data.id) || !claims.data.fid) {
      return null;
    }
    const { id, nickname, roles, fid, exp } = claims.data;
    return { user: { id, nickname, roles, familyId: fid }, exp };
  } catch {
    return null;
  }
}

/** Verified tokens remembered at most; the oldest is forgotten first. */
export const REMEMBERED_TOKENS = 10_000;

/**
 * `verifyAccessToken` that remembers the tokens it has verified until they expire. A signed-in
 * fan sends the same token with every request for up to 30 minutes, and checking its signature
 * again (WebCrypto's HMAC, a hop to libuv's pool and back) cost a signed-in request more CPU than
 * the rest of its handling. The very same string was verified: its signature cannot differ. A
 * token that failed is not remembered, so strangers' junk fills nothing.
 */
export function accessTokenVerifier(
  secret: Uint8Array,
  { remembered = REMEMBERED_TOKENS, check = verifiedClaims } = {},
): (token: string) => Promise<AuthUser | null> {
  const verified = new Map<string, { user: AuthUser; exp: number }>();
  return async (token) => {
    // jose's rule: valid while the clock's whole seconds are before `exp`.
    const now = Math.floor(Date.now() / 1000);
    const known = verified.get(token);
    if (known) {
      if (known.exp > now) return known.user;
      verified.delete(token);
      return null;
    }
    const claims = await check(secret, token);
    if (!claims) return null;
    if (verified.size >= remembered) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
    return claims.user;
  };
}

/** A refresh token: 32 random bytes. Only its SHA-256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
