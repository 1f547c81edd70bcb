import { addresses } from "@naehan/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** The artist's concerts still to come, soonest first. */
export const getArtistConcerts = (artistId: number, signal?: AbortSignal) =>
  apiRequest(addresses.listArtistConcerts, { params: { id: artistId }, signal });

export const artistConcertsQueryOptions = (artistId: number) =>
  queryOptions({
    queryKey: queryKeys.artists.concerts(artistId),
    queryFn: ({ signal }) => getArtistConcerts(artistId, signal),
  });

export const useArtistConcerts = (artistId: number) =>
  useQuery(artistConcertsQueryOptions(artistId));
