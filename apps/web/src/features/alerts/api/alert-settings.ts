import { type AlertSettings, alertSettings } from "@naehan/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { sessionScope } from "../../../lib/session";

const key = () => ["alerts", sessionScope(), "settings"] as const;

export const alertSettingsQueryOptions = () =>
  queryOptions({
    queryKey: key(),
    queryFn: ({ signal }) => apiRequest("/api/alerts/settings", { schema: alertSettings, signal }),
  });

export const useAlertSettings = () => useQuery(alertSettingsQueryOptions());

export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AlertSettings) =>
      apiRequest("/api/alerts/settings", { method: "PUT", body: settings, schema: alertSettings }),
    onSuccess: (saved) => queryClient.setQueryData(key(), saved),
  });
}
