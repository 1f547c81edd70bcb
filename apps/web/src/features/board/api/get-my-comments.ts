import { PAGE_SIZE_MAX, addresses } from "@naehan/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** The caller's comments, newest first, each with its post's title: up to 100 for my page. */
export const myCommentsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.board.myComments(),
    queryFn: ({ signal }) =>
      apiRequest(addresses.listMyComments, { query: { limit: PAGE_SIZE_MAX }, signal }),
  });

export const useMyComments = () => useQuery(myCommentsQueryOptions());
