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
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM] });
    const claims = accessTokenClaims.safeParse(payload);
    if (!claims.success || claims.data.sub !== String(claims.data.id) || !claims.data.fid) {
      return null;
    }
    const { id, nickname, roles, fid } = claims.data;
    return { id, nickname, roles, familyId: fid };
  } catch {
    return null;
  }
}

/** A refresh token: 32 random bytes. Only its SHA-256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
