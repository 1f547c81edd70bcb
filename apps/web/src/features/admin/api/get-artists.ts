import { addresses } from "@naehan/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const getArtists = (signal?: AbortSignal) => apiRequest(addresses.listArtists, { signal });

/** Every artist, in the order they were added. */
export const adminArtistsQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "artists"],
    queryFn: ({ signal }) => getArtists(signal),
  });

export const useAdminArtists = () => useQuery(adminArtistsQueryOptions());
