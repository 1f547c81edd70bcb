import { addresses } from "@naehan/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export interface PredictVariables {
  artistId: number;
  concertId: number;
}

export const predictSetlist = ({ artistId, concertId }: PredictVariables) =>
  apiRequest(addresses.predictSetlist, {
    params: { artistId },
    query: { newConcertId: concertId },
  });

/** Replaces the concert's predicted setlist; its concert page shows the new one at once. */
export function usePredictSetlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: predictSetlist,
    onSuccess: (_songs, { concertId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.concerts.predictedSetlist(concertId) }),
  });
}
