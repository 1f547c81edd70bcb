import { addresses } from "@naehan/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export const getConcert = (concertId: number, signal?: AbortSignal) =>
  apiRequest(addresses.getConcert, { params: { id: concertId }, signal });

export const concertQueryOptions = (concertId: number) =>
  queryOptions({
    queryKey: queryKeys.concerts.detail(concertId),
    queryFn: ({ signal }) => getConcert(concertId, signal),
  });

export const useConcert = (concertId: number) => useQuery(concertQueryOptions(concertId));
