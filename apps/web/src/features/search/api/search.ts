import { addresses } from "@naehan/contract";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiPage } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export const SEARCH_PAGE_SIZE = 20;

export const getSearchPage = (keyword: string, cursor: string | null, signal?: AbortSignal) =>
  apiPage(addresses.search, { query: { keyword, limit: SEARCH_PAGE_SIZE, cursor }, signal });

/** The results for a (trimmed) query, a page at a time; a blank query asks nothing. */
export const searchQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.search.results(query),
    queryFn: ({ pageParam, signal }) => getSearchPage(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: query !== "",
  });

export const useSearch = (query: string) => useInfiniteQuery(searchQueryOptions(query));
