import { addresses } from "@naehan/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** The fans' 내한 소식 requests by name, most waited for first. */
export const artistRequestsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.artistRequests(),
    queryFn: ({ signal }) => apiRequest(addresses.listArtistRequests, { signal }),
  });

export const useArtistRequests = () => useQuery(artistRequestsQueryOptions());
