import { QueryClient, onlineManager } from "@tanstack/react-query";
import { ApiError } from "../lib/api-client";
import { connectivity } from "../lib/connectivity";
import { sessionStore } from "../lib/session";

/**
 * On the server (one client per rendered page), a failed request is rendered as it failed.
 *
 * Offline, a request is still made (the service worker may answer it from what it kept), and when
 * it fails the screen says so at once (no retries, no waiting for the network: nothing would spin
 * for ever); what is already on screen stays rather than being refetched into an error.
 */
export function createQueryClient({ server = false } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 10 * 60_000,
        networkMode: "offlineFirst",
        // A 4xx will not get better by asking again; a network hiccup might, unless offline.
        retry: (failureCount, error) =>
          !server &&
          failureCount < 2 &&
          !connectivity.get().offline &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnMount: () => !connectivity.get().offline,
        // On the server a failed request is rendered as failed (a missing concert as not found),
        // not as a request about to be made again.
        retryOnMount: !server,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export const queryClient = createQueryClient();

// TanStack Query hears of the network where the app does, from the start: a page opened offline
// (the service worker's copy) knows it, and when the network returns, what failed is asked again.
if (typeof window !== "undefined") {
  onlineManager.setEventListener((setOnline) => {
    setOnline(!connectivity.get().offline);
    return connectivity.subscribe(() => setOnline(!connectivity.get().offline));
  });
}

/**
 * Logging out, or in as someone else (also in another tab), empties every cached answer: the
 * next fan on a shared phone must not see the last one's favourites or calendar URL. A refreshed
 * token of the same fan keeps them.
 */
let cachedFor = sessionStore.get().userId;
sessionStore.subscribe(() => {
  const now = sessionStore.get().userId;
  if (now === cachedFor) return;
  cachedFor = now;
  queryClient.clear();
  if (typeof sessionStorage !== "undefined") {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith("naehan:")) sessionStorage.removeItem(key);
    }
  }
});
