import { useSyncExternalStore } from "react";

/**
 * Whether the fan is offline, or looking at data the service worker kept from an earlier visit
 * (it marks such answers with `x-naehan-offline`). Cleared by the next fresh answer.
 */
let state = { offline: typeof navigator !== "undefined" && !navigator.onLine, stale: false };
const listeners = new Set<() => void>();

function set(next: Partial<typeof state>) {
  const merged = { ...state, ...next };
  if (merged.offline === state.offline && merged.stale === state.stale) return;
  state = merged;
  for (const listener of listeners) listener();
}

if (typeof window !== "undefined") {
  window.addEventListener("online", () => set({ offline: false }));
  window.addEventListener("offline", () => set({ offline: true }));
}

export const connectivity = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called by the API client with every answer. */
  noteResponse(response: Response) {
    set({ stale: response.headers.get("x-naehan-offline") === "1" });
  },
};

export function useConnectivity() {
  return useSyncExternalStore(connectivity.subscribe, connectivity.get, connectivity.get);
}
