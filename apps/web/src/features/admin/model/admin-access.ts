import { decodeToken } from "../../../lib/session";

export type AdminAccess = "admin" | "login" | "forbidden";

/**
 * Who may open /admin, from the stored access token alone (the server checks every call anyway):
 * no token or one that cannot be read → log in; a token whose roles lack ROLE_ADMIN → no access.
 */
export function adminAccess(token: string | null): AdminAccess {
  if (!token) return "login";
  const claims = decodeToken(token);
  if (!claims) return "login";
  const roles = Array.isArray(claims.roles) ? claims.roles : [];
  return roles.includes("ROLE_ADMIN") ? "admin" : "forbidden";
}
