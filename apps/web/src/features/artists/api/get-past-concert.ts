import { type PastConcert, addresses } from "@naehan/contract";
import { type InfiniteData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Page, apiRequest } from "../../../lib/api-client";
import { pastConcertsQueryOptions } from "./get-past-concerts";
import { queryKeys } from "../../../lib/query-keys";

export const getPastConcert = (artistId: number, pastConcertId: number, signal?: AbortSignal) =>
  apiRequest(addresses.getPastConcert, { params: { id: artistId, pastConcertId }, signal });

export const pastConcertQueryOptions = (artistId: number, pastConcertId: number) =>
  queryOptions({
    queryKey: queryKeys.artists.pastConcert(artistId, pastConcertId),
    queryFn: ({ signal }) => getPastConcert(artistId, pastConcertId, signal),
  });

/**
 * One past concert with its setlist. Opened from a list that already holds it, the screen shows
 * that copy at once while the request confirms it.
 */
export function usePastConcert(artistId: number, pastConcertId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    ...pastConcertQueryOptions(artistId, pastConcertId),
    placeholderData: () =>
      queryClient
        .getQueryData<InfiniteData<Page<PastConcert>, string | null>>(
          pastConcertsQueryOptions(artistId).queryKey,
        )
        ?.pages.flatMap((page) => page.items)
        .find((concert) => concert.pastConcertId === pastConcertId),
  });
}
