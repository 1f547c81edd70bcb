import { favoriteList } from "@naehan/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** Up to 100 favourites, newest first (the API's page maximum). */
export const favoritesQueryOptions = () =>
  queryOptions({
    queryKey: ["favorites", "list"],
    queryFn: ({ signal }) =>
      apiRequest("/api/favorites?limit=100", { schema: favoriteList, signal }),
  });

export const useFavorites = (enabled: boolean) => useQuery({ ...favoritesQueryOptions(), enabled });
