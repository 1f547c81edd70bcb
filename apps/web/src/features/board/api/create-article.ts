import { type CreateArticleBody, addresses } from "@naehan/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export const createArticle = (body: CreateArticleBody) =>
  apiRequest(addresses.createArticle, { body });

export function useCreateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createArticle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.board.all }),
  });
}
