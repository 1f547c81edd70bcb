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

/**
 * The session as last read; null until something first asks. Local storage is read then, not as
 * the module loads: a phone's first touch of it waits on the browser to open the site's storage,
 * and the page's start-up asks in a task of its own (main.tsx), apart from loading its code.
 */
let current: Session | null = null;
const listeners = new Set<() => void>();
const changes = new Set<(before: Session, after: Session) => void>();

function session(): Session {
  if (current) return current;
  current = typeof localStorage === "undefined" ? LOGGED_OUT : read();
  if (typeof window !== "undefined") {
    // Another tab logged in or out.
    window.addEventListener("storage", (event) => {
      if (event.key === null || Object.values(SESSION_KEYS).includes(event.key as never)) {
        emit(session());
      }
    });
  }
  return current;
}

/** Tells everyone the stored session may have changed from `before`, as it is read now. */
function emit(before: Session) {
  current = read();
  for (const listener of listeners) listener();
  for (const change of changes) change(before, current);
}

export const sessionStore = {
  get: (): Session => session(),
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called with the session before and after each change (sign-in, refresh, sign-out, other tab). */
  onChange: (change: (before: Session, after: Session) => void) => {
    changes.add(change);
    return () => changes.delete(change);
  },
  signIn(values: { token: string; refreshToken: string; nickname: string }) {
    const before = session();
    localStorage.setItem(SESSION_KEYS.token, values.token);
    localStorage.setItem(SESSION_KEYS.refreshToken, values.refreshToken);
    localStorage.setItem(SESSION_KEYS.nickname, values.nickname);
    emit(before);
  },
  setTokens(values: { token: string; refreshToken?: string }) {
    const before = session();
    localStorage.setItem(SESSION_KEYS.token, values.token);
    if (values.refreshToken) localStorage.setItem(SESSION_KEYS.refreshToken, values.refreshToken);
    emit(before);
  },
  clear() {
    const before = session();
    for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
    emit(before);
  },
};

/** Part of every query key that holds one fan's data: a cached answer never crosses accounts. */
export const sessionScope = (): string => String(sessionStore.get().userId ?? "anonymous");

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => LOGGED_OUT);
}
