import { addresses } from "@naehan/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export const getArtistConcerts = (artistId: number, signal?: AbortSignal) =>
  apiRequest(addresses.listArtistConcerts, { params: { id: artistId }, signal });

/** The artist's upcoming concerts: the ones a predicted setlist is for. */
export const adminArtistConcertsQueryOptions = (artistId: number) =>
  queryOptions({
    queryKey: queryKeys.admin.artistConcerts(artistId),
    queryFn: ({ signal }) => getArtistConcerts(artistId, signal),
  });

export const useAdminArtistConcerts = (artistId: number | null) =>
  useQuery({ ...adminArtistConcertsQueryOptions(artistId ?? 0), enabled: artistId !== null });
