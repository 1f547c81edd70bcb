import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../lib/query-keys";

/**
 * After a catalogue write: every screen that shows artists or concerts reads fresh data, so the
 * public pages show the change at once.
 */
export function invalidateCatalogue(queryClient: QueryClient) {
  return Promise.all(
    [
      queryKeys.admin.all,
      queryKeys.artists.all,
      queryKeys.concerts.all,
      queryKeys.search.all,
      queryKeys.favorites.all,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
