import { addresses } from "@naehan/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const getPredictedSetlist = (concertId: number, signal?: AbortSignal) =>
  apiRequest(addresses.getPredictedSetlist, { params: { id: concertId }, signal });

export const predictedSetlistQueryOptions = (concertId: number) =>
  queryOptions({
    queryKey: ["concerts", "predicted-setlist", concertId],
    queryFn: ({ signal }) => getPredictedSetlist(concertId, signal),
  });

export const usePredictedSetlist = (concertId: number) =>
  useQuery(predictedSetlistQueryOptions(concertId));
