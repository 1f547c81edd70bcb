import { addresses } from "@naehan/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export const getUpcomingRounds = (days: number, signal?: AbortSignal) =>
  apiRequest(addresses.listUpcomingRounds, { query: { days }, signal });

/** Ticket rounds opening within `days`, soonest first (the home page's 예매 임박 row). */
export const upcomingRoundsQueryOptions = (days: number) =>
  queryOptions({
    queryKey: queryKeys.concerts.upcomingRounds(days),
    queryFn: ({ signal }) => getUpcomingRounds(days, signal),
  });

export const useUpcomingRounds = (days: number) => useQuery(upcomingRoundsQueryOptions(days));
