import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api-client";

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
