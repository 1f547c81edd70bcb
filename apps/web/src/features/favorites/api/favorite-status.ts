import { type FavoriteTarget, addresses } from "@naehan/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { sessionScope } from "../../../lib/session";

export type { FavoriteTarget };

const statusKey = (target: FavoriteTarget, id: number) =>
  ["favorites", "status", target, id, sessionScope()] as const;

export const favoriteStatusQueryOptions = (target: FavoriteTarget, id: number, enabled: boolean) =>
  queryOptions({
    queryKey: statusKey(target, id),
    queryFn: ({ signal }) =>
      apiRequest(addresses.checkFavorite, { params: { target, id }, signal }),
    enabled,
  });

export const useFavoriteStatus = (target: FavoriteTarget, id: number, enabled: boolean) =>
  useQuery(favoriteStatusQueryOptions(target, id, enabled));

/**
 * Adds or removes a favourite. The heart changes at once; on failure it goes back to what it was
 * and the caller alerts.
 */
export function useToggleFavorite(target: FavoriteTarget, id: number) {
  const queryClient = useQueryClient();
  const key = statusKey(target, id);
  return useMutation({
    mutationFn: (favorite: boolean) =>
      apiRequest(favorite ? addresses.addFavorite : addresses.removeFavorite, {
        params: { target, id },
      }),
    onMutate: async (favorite) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<{ favorite: boolean }>(key);
      queryClient.setQueryData(key, { favorite });
      return { previous };
    },
    onError: (_error, _favorite, context) => {
      queryClient.setQueryData(key, context?.previous ?? { favorite: false });
    },
    onSuccess: (data) => {
      queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["favorites", "list"] }),
  });
}
