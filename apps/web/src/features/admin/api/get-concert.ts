import { addresses } from "@naehan/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export const getConcert = (concertId: number, signal?: AbortSignal) =>
  apiRequest(addresses.getConcert, { params: { id: concertId }, signal });

/** One concert with every field, its ticket rounds and prices, to fill the edit forms. */
export const adminConcertQueryOptions = (concertId: number) =>
  queryOptions({
    queryKey: queryKeys.admin.concert(concertId),
    queryFn: ({ signal }) => getConcert(concertId, signal),
  });

/** Fetched afresh each time editing starts (gcTime 0), so the form never starts from old data. */
export const useAdminConcert = (concertId: number | null) =>
  useQuery({
    ...adminConcertQueryOptions(concertId ?? 0),
    enabled: concertId !== null,
    gcTime: 0,
  });
