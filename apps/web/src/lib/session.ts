import { useSyncExternalStore } from "react";
import type { Role } from "@naehan/contract";

/** The spec's session: kept in local storage under these keys, so it survives a reload. */
export const SESSION_KEYS = {
  token: "token",
  refreshToken: "refreshToken",
  nickname: "nickname",
} as const;

export interface Session {
  isLoggedIn: boolean;
  token: string | null;
  refreshToken: string | null;
  nickname: string | null;
  /** The first entry of the access token's `roles` claim. */
  role: Role | null;
  userId: number | null;
}

const LOGGED_OUT: Session = {
  isLoggedIn: false,
  token: null,
  refreshToken: null,
  nickname: null,
  role: null,
  userId: null,
};

interface TokenClaims {
  roles?: unknown;
  id?: unknown;
  exp?: unknown;
}

/** Reads the claims of a JWT without verifying it (the server verifies; the client only displays). */
export function decodeToken(token: string): TokenClaims | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(json, (ch) => ch.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === "object" && claims !== null ? claims : null;
  } catch {
    return null;
  }
}

function read(): Session {
  const token = localStorage.getItem(SESSION_KEYS.token);
  const refreshToken = localStorage.getItem(SESSION_KEYS.refreshToken);
  if (!token && !refreshToken) return LOGGED_OUT;
  const claims = token ? decodeToken(token) : null;
  const roles: unknown[] = Array.isArray(claims?.roles) ? claims.roles : [];
  const role = roles[0] === "ROLE_ADMIN" || roles[0] === "ROLE_USER" ? roles[0] : null;
  return {
    isLoggedIn: true,
    token,
    refreshToken,
    nickname: localStorage.getItem(SESSION_KEYS.nickname),
    role,
    userId: typeof claims?.id === "number" ? claims.id : null,
  };
}

let current: Session = typeof localStorage === "undefined" ? LOGGED_OUT : read();
const listeners = new Set<() => void>();

function emit() {
  current = read();
  for (const listener of listeners) listener();
}

if (typeof window !== "undefined") {
  // Another tab logged in or out.
  window.addEventListener("storage", (event) => {
    if (event.key === null || Object.values(SESSION_KEYS).includes(event.key as never)) emit();
  });
}

export const sessionStore = {
  get: (): Session => current,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(values: { token: string; refreshToken: string; nickname: string }) {
    localStorage.setItem(SESSION_KEYS.token, values.token);
    localStorage.setItem(SESSION_KEYS.refreshToken, values.refreshToken);
    localStorage.setItem(SESSION_KEYS.nickname, values.nickname);
    emit();
  },
  setTokens(values: { token: string; refreshToken?: string }) {
    localStorage.setItem(SESSION_KEYS.token, values.token);
    if (values.refreshToken) localStorage.setItem(SESSION_KEYS.refreshToken, values.refreshToken);
    emit();
  },
  clear() {
    for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
    emit();
  },
};

/** Part of every query key that holds one fan's data: a cached answer never crosses accounts. */
export const sessionScope = (): string => String(sessionStore.get().userId ?? "anonymous");

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => LOGGED_OUT);
}
