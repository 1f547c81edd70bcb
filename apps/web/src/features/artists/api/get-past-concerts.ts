import { PAGE_SIZE_DEFAULT, addresses } from "@naehan/contract";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiPage } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export function getPastConcerts({
  artistId,
  cursor,
  signal,
}: {
  artistId: number;
  cursor?: string | null;
  signal?: AbortSignal;
}) {
  return apiPage(addresses.listPastConcerts, {
    params: { id: artistId },
    query: { limit: PAGE_SIZE_DEFAULT, cursor },
    signal,
  });
}

/** The artist's past concerts with their setlists, newest first, one cursor page after another. */
export const pastConcertsQueryOptions = (artistId: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.artists.pastConcerts(artistId),
    queryFn: ({ pageParam, signal }) => getPastConcerts({ artistId, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const usePastConcerts = (artistId: number) =>
  useInfiniteQuery(pastConcertsQueryOptions(artistId));
