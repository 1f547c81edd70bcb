import { type ActualSetlistInput, type ActualSetlistLink, addresses } from "@naehan/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateCatalogue } from "./invalidate";
import { queryKeys } from "../../../lib/query-keys";

export const getActualSetlist = (concertId: number, signal?: AbortSignal) =>
  apiRequest(addresses.getActualSetlist, { params: { id: concertId }, signal });

/** The concert's actual setlist: the linked show, the shows that could be it, the audit. */
export const actualSetlistQueryOptions = (concertId: number) =>
  queryOptions({
    queryKey: queryKeys.admin.actualSetlist(concertId),
    queryFn: ({ signal }) => getActualSetlist(concertId, signal),
  });

export const useActualSetlist = (concertId: number) =>
  useQuery(actualSetlistQueryOptions(concertId));

export type ActualSetlistChange =
  | { concertId: number; link: ActualSetlistLink }
  | { concertId: number; songs: ActualSetlistInput["songs"] };

export const saveActualSetlist = (change: ActualSetlistChange) =>
  "link" in change
    ? apiRequest(addresses.linkActualSetlist, {
        params: { id: change.concertId },
        body: change.link,
      })
    : apiRequest(addresses.enterActualSetlist, {
        params: { id: change.concertId },
        body: { songs: change.songs },
      });

/**
 * Links a show as the concert's actual setlist, or stores one typed in; the concert page, the
 * artist's past concerts and the accuracy page all change with it.
 */
export function useSaveActualSetlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveActualSetlist,
    onSuccess: (state) => {
      queryClient.setQueryData(actualSetlistQueryOptions(state.newConcertId).queryKey, state);
      return Promise.all([
        invalidateCatalogue(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.predictions.all }),
      ]);
    },
  });
}
