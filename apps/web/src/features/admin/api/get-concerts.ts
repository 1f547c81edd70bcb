import { addresses } from "@naehan/contract";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiPage } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

const PAGE_SIZE = 50;

export const getConcertPage = (cursor: string | null, signal?: AbortSignal) =>
  apiPage(addresses.listConcerts, { query: { limit: PAGE_SIZE, cursor }, signal });

/** Every concert, newest first, a page at a time. */
export const adminConcertsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.admin.concerts(),
    queryFn: ({ pageParam, signal }) => getConcertPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useAdminConcerts = () => useInfiniteQuery(adminConcertsQueryOptions());
