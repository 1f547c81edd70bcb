import { concertSummaryList, type Genre } from "@naehan/contract";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { apiPage, withQuery } from "../../../lib/api-client";

export function getConcerts({
  genre,
  limit,
  cursor,
  signal,
}: {
  genre: Genre | null;
  limit: number;
  cursor?: string | null;
  signal?: AbortSignal;
}) {
  return apiPage(withQuery("/api/new-concerts", { genre, limit, cursor }), {
    schema: concertSummaryList,
    signal,
  });
}

/** The newest `limit` concerts of a genre (a home row). */
export const concertRowQueryOptions = (genre: Genre | null, limit: number) =>
  queryOptions({
    queryKey: ["concerts", "row", genre ?? "ALL", limit],
    queryFn: async ({ signal }) => (await getConcerts({ genre, limit, signal })).items,
  });

export const useConcertRow = (genre: Genre | null, limit: number) =>
  useQuery(concertRowQueryOptions(genre, limit));

/** A genre list, newest first, one cursor page after another. */
export const concertListQueryOptions = (genre: Genre | null) =>
  infiniteQueryOptions({
    queryKey: ["concerts", "list", genre ?? "ALL"],
    queryFn: ({ pageParam, signal }) =>
      getConcerts({ genre, limit: 20, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useConcertList = (genre: Genre | null) =>
  useInfiniteQuery(concertListQueryOptions(genre));
