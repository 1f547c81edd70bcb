import { PAGE_SIZE_MAX, addresses } from "@naehan/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** The caller's posts, newest first: up to 100 (the API's page maximum) for my page. */
export const myArticlesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.board.myArticles(),
    queryFn: ({ signal }) =>
      apiRequest(addresses.listMyArticles, { query: { limit: PAGE_SIZE_MAX }, signal }),
  });

export const useMyArticles = () => useQuery(myArticlesQueryOptions());
