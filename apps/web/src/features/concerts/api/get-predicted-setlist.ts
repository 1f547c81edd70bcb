import { addresses } from "@naehan/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export const getPredictedSetlist = (concertId: number, signal?: AbortSignal) =>
  apiRequest(addresses.getPredictedSetlist, { params: { id: concertId }, signal });

export const predictedSetlistQueryOptions = (concertId: number) =>
  queryOptions({
    queryKey: queryKeys.concerts.predictedSetlist(concertId),
    queryFn: ({ signal }) => getPredictedSetlist(concertId, signal),
  });

export const usePredictedSetlist = (concertId: number) =>
  useQuery(predictedSetlistQueryOptions(concertId));
