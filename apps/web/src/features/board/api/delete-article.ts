import { addresses } from "@naehan/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export const deleteArticle = (id: number) =>
  apiRequest(addresses.deleteArticle, { params: { id } });

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: (_, id) =>
      // Everything but the deleted post itself (still on screen until its popup closes) reloads.
      queryClient.invalidateQueries({
        queryKey: queryKeys.board.all,
        predicate: (query) =>
          !matches(query.queryKey, queryKeys.board.article(id)) &&
          !matches(query.queryKey, queryKeys.board.articleComments(id)),
      }),
  });
}

const matches = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, i) => key[i] === part);
