import { addresses } from "@naehan/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export const syncArtist = (mbid: string) => apiRequest(addresses.syncArtist, { params: { mbid } });

/** Pulls the artist's setlists from setlist.fm; past concerts and rankings change with them. */
export function useSyncArtist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncArtist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.artists.all }),
  });
}
