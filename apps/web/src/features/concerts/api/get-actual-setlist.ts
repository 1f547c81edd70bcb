import { addresses } from "@naehan/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** The setlist as played at an audited concert: a past concert of its artist. */
export const getActualSetlist = (artistId: number, pastConcertId: number, signal?: AbortSignal) =>
  apiRequest(addresses.getPastConcert, { params: { id: artistId, pastConcertId }, signal });

export const actualSetlistQueryOptions = (artistId: number, pastConcertId: number) =>
  queryOptions({
    queryKey: queryKeys.concerts.actualSetlist(artistId, pastConcertId),
    queryFn: ({ signal }) => getActualSetlist(artistId, pastConcertId, signal),
  });

export const useActualSetlist = (artistId: number, pastConcertId: number) =>
  useQuery(actualSetlistQueryOptions(artistId, pastConcertId));
