import { type Genre, addresses, urlOf } from "@naehan/contract";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { apiPage } from "../../../lib/api-client";

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
  return apiPage(addresses.listConcerts, { query: { genre, limit, cursor }, signal });
}

/** A genre list's page size. */
export const GENRE_PAGE_SIZE = 20;

/** The URL of a genre list's first page, for the page to fetch it early. */
export const concertListUrl = (genre: Genre | null) =>
  urlOf(addresses.listConcerts, { query: { genre, limit: GENRE_PAGE_SIZE } });

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
      getConcerts({ genre, limit: GENRE_PAGE_SIZE, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useConcertList = (genre: Genre | null) =>
  useInfiniteQuery(concertListQueryOptions(genre));
