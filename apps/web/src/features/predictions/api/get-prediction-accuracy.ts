import { addresses } from "@naehan/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const getPredictionAccuracy = (signal?: AbortSignal) =>
  apiRequest(addresses.getPredictionAccuracy, { signal });

export const predictionAccuracyQueryOptions = () =>
  queryOptions({
    queryKey: ["predictions", "accuracy"],
    queryFn: ({ signal }) => getPredictionAccuracy(signal),
  });

export const usePredictionAccuracy = () => useQuery(predictionAccuracyQueryOptions());
