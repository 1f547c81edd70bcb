import { useSyncExternalStore } from "react";

/**
 * Whether the fan is offline, or looking at data the service worker kept from an earlier visit
 * (it marks such answers with `x-naehan-offline`). Cleared by the next fresh answer.
 */
let state = {
  offline: typeof navigator !== "undefined" && !navigator.onLine,
  /** How many parts of the screen say that what they would show was not kept. */
  unsaved: 0,
  // A page the service worker kept from an earlier visit comes marked on its <html>.
  stale: typeof document !== "undefined" && document.documentElement.dataset.naehanOffline === "1",
};
const listeners = new Set<() => void>();

function set(next: Partial<typeof state>) {
  const merged = { ...state, ...next };
  if (
    merged.offline === state.offline &&
    merged.stale === state.stale &&
    merged.unsaved === state.unsaved
  ) {
    return;
  }
  state = merged;
  for (const listener of listeners) listener();
}

if (typeof window !== "undefined") {
  window.addEventListener("online", () => set({ offline: false }));
  window.addEventListener("offline", () => set({ offline: true }));
}

export const connectivity = {
  get: () => state,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * Called by a part of the screen that says nothing was kept for it (the offline state), so the
   * banner does not also promise what was kept; the returned function is called when it goes.
   */
  noteUnsaved() {
    set({ unsaved: state.unsaved + 1 });
    return () => set({ unsaved: state.unsaved - 1 });
  },
  /** Called by the API client with every answer. */
  noteResponse(response: Response) {
    set({ stale: response.headers.get("x-naehan-offline") === "1" });
  },
};

const SERVER_SNAPSHOT = { offline: false, stale: false, unsaved: 0 };

export function useConnectivity() {
  // The server renders online; the real state shows right after the page is taken over.
  return useSyncExternalStore(connectivity.subscribe, connectivity.get, () => SERVER_SNAPSHOT);
}
