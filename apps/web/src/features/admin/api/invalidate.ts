import type { QueryClient } from "@tanstack/react-query";

/**
 * After a catalogue write: every screen that shows artists or concerts reads fresh data, so the
 * public pages show the change at once.
 */
export function invalidateCatalogue(queryClient: QueryClient) {
  return Promise.all(
    [["admin"], ["artists"], ["concerts"], ["search"], ["favorites"]].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
