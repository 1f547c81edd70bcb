import { PAGE_SIZE_MAX, addresses } from "@naehan/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** Up to 100 favourites, newest first (the API's page maximum). */
export const favoritesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.favorites.list(),
    queryFn: ({ signal }) =>
      apiRequest(addresses.listFavorites, { query: { limit: PAGE_SIZE_MAX }, signal }),
  });

export const useFavorites = (enabled: boolean) => useQuery({ ...favoritesQueryOptions(), enabled });
