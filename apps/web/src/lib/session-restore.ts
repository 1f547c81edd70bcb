import { refreshAccessToken } from "./api-client";
import { decodeToken, sessionStore } from "./session";

/** Seconds of slack so a token about to expire is treated as expired. */
const SKEW_SECONDS = 30;

export function isExpired(token: string | null, now = Date.now()): boolean {
  const exp = token ? decodeToken(token)?.exp : undefined;
  return typeof exp !== "number" || exp * 1000 <= now + SKEW_SECONDS * 1000;
}

/**
 * On page load: a stored access token that has expired is renewed with the refresh token before
 * anything needs it; without a usable refresh token the session ends.
 */
export async function restoreSession(): Promise<void> {
  const { isLoggedIn, token, refreshToken } = sessionStore.get();
  if (!isLoggedIn || !isExpired(token)) return;
  if (!refreshToken || !(await refreshAccessToken())) sessionStore.clear();
}
