import { type Genre, addresses, urlOf } from "@naehan/contract";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { apiPage } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** A list's order: the spec's newest first, or 공연 임박순 (upcoming soonest first, ended after). */
export type ConcertSort = "latest" | "soon";

export function getConcerts({
  genre,
  limit,
  cursor,
  sort = "latest",
  signal,
}: {
  genre: Genre | null;
  limit: number;
  cursor?: string | null;
  sort?: ConcertSort;
  signal?: AbortSignal;
}) {
  const order = sort === "soon" ? "soon" : null;
  return apiPage(addresses.listConcerts, { query: { genre, limit, cursor, sort: order }, signal });
}

/** A genre list's page size. */
export const GENRE_PAGE_SIZE = 20;

/** The URL of a genre list's first page, for the page to fetch it early. */
export const concertListUrl = (genre: Genre | null, sort: ConcertSort = "latest") =>
  urlOf(addresses.listConcerts, {
    query: { genre, limit: GENRE_PAGE_SIZE, sort: sort === "soon" ? "soon" : null },
  });

/** The newest `limit` concerts of a genre (a home row). */
export const concertRowQueryOptions = (genre: Genre | null, limit: number) =>
  queryOptions({
    queryKey: queryKeys.concerts.row(genre, limit),
    queryFn: async ({ signal }) => (await getConcerts({ genre, limit, signal })).items,
  });

export const useConcertRow = (genre: Genre | null, limit: number) =>
  useQuery(concertRowQueryOptions(genre, limit));

/** A genre list, newest first (or 공연 임박순), one cursor page after another. */
export const concertListQueryOptions = (genre: Genre | null, sort: ConcertSort = "latest") =>
  infiniteQueryOptions({
    queryKey: queryKeys.concerts.list(genre, sort),
    queryFn: ({ pageParam, signal }) =>
      getConcerts({ genre, limit: GENRE_PAGE_SIZE, cursor: pageParam, sort, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useConcertList = (genre: Genre | null, sort: ConcertSort = "latest") =>
  useInfiniteQuery(concertListQueryOptions(genre, sort));
