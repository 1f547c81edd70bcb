import { type ActualSetlistInput, type ActualSetlistLink, endpoints } from "@naehan/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateCatalogue } from "./invalidate";

export const getActualSetlist = (concertId: number, signal?: AbortSignal) =>
  apiRequest(endpoints.getActualSetlist, { params: { id: concertId }, signal });

/** The concert's actual setlist: the linked show, the shows that could be it, the audit. */
export const actualSetlistQueryOptions = (concertId: number) =>
  queryOptions({
    queryKey: ["admin", "actual-setlist", concertId],
    queryFn: ({ signal }) => getActualSetlist(concertId, signal),
  });

export const useActualSetlist = (concertId: number) =>
  useQuery(actualSetlistQueryOptions(concertId));

export type ActualSetlistChange =
  | { concertId: number; link: ActualSetlistLink }
  | { concertId: number; songs: ActualSetlistInput["songs"] };

export const saveActualSetlist = (change: ActualSetlistChange) =>
  "link" in change
    ? apiRequest(endpoints.linkActualSetlist, {
        params: { id: change.concertId },
        body: change.link,
      })
    : apiRequest(endpoints.enterActualSetlist, {
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
        queryClient.invalidateQueries({ queryKey: ["predictions"] }),
      ]);
    },
  });
}
