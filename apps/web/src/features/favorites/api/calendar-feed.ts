import { addresses } from "@naehan/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

const key = queryKeys.favorites.calendar;

export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: key(),
    queryFn: ({ signal }) => apiRequest(addresses.getCalendarFeed, { signal }),
    staleTime: Infinity,
  });

export const useCalendarFeed = () => useQuery(calendarFeedQueryOptions());

/** A new secret URL; the old one stops working. */
export function useRegenerateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(addresses.renewCalendarFeed),
    onSuccess: (data) => queryClient.setQueryData(key(), data),
  });
}
