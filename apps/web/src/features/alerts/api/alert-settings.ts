import { type AlertSettings, addresses } from "@naehan/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

const key = queryKeys.alerts.settings;

export const alertSettingsQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: key(),
    queryFn: ({ signal }) => apiRequest(addresses.getAlertSettings, { signal }),
    enabled,
  });

/** The fan's alert settings; `enabled` false leaves them unasked (signed out, say). */
export const useAlertSettings = (enabled = true) => useQuery(alertSettingsQueryOptions(enabled));

export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AlertSettings) =>
      apiRequest(addresses.saveAlertSettings, { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(key(), saved),
  });
}
