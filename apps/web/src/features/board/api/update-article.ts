import { type UpdateArticleBody, addresses } from "@naehan/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export const updateArticle = ({ id, body }: { id: number; body: UpdateArticleBody }) =>
  apiRequest(addresses.updateArticle, { params: { id }, body });

export function useUpdateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateArticle,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.board.article(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: queryKeys.board.all });
    },
  });
}
