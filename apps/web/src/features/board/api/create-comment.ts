import { type CreateCommentBody, addresses } from "@naehan/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export const createComment = (body: CreateCommentBody) =>
  apiRequest(addresses.createComment, { body });

/** Adds a comment; the thread, the post's comment count and my comments reload. */
export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.board.all }),
  });
}
