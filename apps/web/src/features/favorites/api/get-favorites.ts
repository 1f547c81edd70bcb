import { PAGE_SIZE_MAX, addresses } from "@naehan/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { sessionScope } from "../../../lib/session";

/** Up to 100 favourites, newest first (the API's page maximum). */
export const favoritesQueryOptions = () =>
  queryOptions({
    queryKey: ["favorites", "list", sessionScope()],
    queryFn: ({ signal }) =>
      apiRequest(addresses.listFavorites, { query: { limit: PAGE_SIZE_MAX }, signal }),
  });

export const useFavorites = (enabled: boolean) => useQuery({ ...favoritesQueryOptions(), enabled });
