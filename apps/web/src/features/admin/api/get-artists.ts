import { addresses } from "@naehan/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export const getArtists = (signal?: AbortSignal) => apiRequest(addresses.listArtists, { signal });

/** Every artist, in the order they were added. */
export const adminArtistsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.artists(),
    queryFn: ({ signal }) => getArtists(signal),
  });

export const useAdminArtists = () => useQuery(adminArtistsQueryOptions());
