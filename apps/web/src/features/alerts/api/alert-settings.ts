import { type AlertSettings, addresses } from "@naehan/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { sessionScope } from "../../../lib/session";

const key = () => ["alerts", sessionScope(), "settings"] as const;

export const alertSettingsQueryOptions = () =>
  queryOptions({
    queryKey: key(),
    queryFn: ({ signal }) => apiRequest(addresses.getAlertSettings, { signal }),
  });

export const useAlertSettings = () => useQuery(alertSettingsQueryOptions());

export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AlertSettings) =>
      apiRequest(addresses.saveAlertSettings, { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(key(), saved),
  });
}
