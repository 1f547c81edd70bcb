import { addresses } from "@naehan/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export const getArtist = (artistId: number, signal?: AbortSignal) =>
  apiRequest(addresses.getArtist, { params: { id: artistId }, signal });

export const artistQueryOptions = (artistId: number) =>
  queryOptions({
    queryKey: queryKeys.artists.detail(artistId),
    queryFn: ({ signal }) => getArtist(artistId, signal),
  });

export const useArtist = (artistId: number) => useQuery(artistQueryOptions(artistId));
