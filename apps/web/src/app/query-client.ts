import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api-client";
import { sessionStore } from "../lib/session";

/** On the server (one client per rendered page), a failed request is rendered as it failed. */
export function createQueryClient({ server = false } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 10 * 60_000,
        // A 4xx will not get better by asking again; a network hiccup might.
        retry: (failureCount, error) =>
          !server &&
          failureCount < 2 &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

export const queryClient = createQueryClient();

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
