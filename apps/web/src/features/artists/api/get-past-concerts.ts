import { PAGE_SIZE_DEFAULT, pastConcertList } from "@naehan/contract";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiPage, withQuery } from "../../../lib/api-client";

export function getPastConcerts({
  artistId,
  cursor,
  signal,
}: {
  artistId: number;
  cursor?: string | null;
  signal?: AbortSignal;
}) {
  return apiPage(
    withQuery(`/api/artists/${artistId}/past-concerts`, { limit: PAGE_SIZE_DEFAULT, cursor }),
    { schema: pastConcertList, signal },
  );
}

/** The artist's past concerts with their setlists, newest first, one cursor page after another. */
export const pastConcertsQueryOptions = (artistId: number) =>
  infiniteQueryOptions({
    queryKey: ["artists", "past-concerts", artistId],
    queryFn: ({ pageParam, signal }) => getPastConcerts({ artistId, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const usePastConcerts = (artistId: number) =>
  useInfiniteQuery(pastConcertsQueryOptions(artistId));
