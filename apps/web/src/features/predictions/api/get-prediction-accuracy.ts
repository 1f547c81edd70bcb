import { addresses } from "@naehan/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export const getPredictionAccuracy = (signal?: AbortSignal) =>
  apiRequest(addresses.getPredictionAccuracy, { signal });

export const predictionAccuracyQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.predictions.accuracy(),
    queryFn: ({ signal }) => getPredictionAccuracy(signal),
  });

export const usePredictionAccuracy = () => useQuery(predictionAccuracyQueryOptions());
