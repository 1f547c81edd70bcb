import { type UpdateCommentBody, comment } from "@naehan/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { boardKeys } from "./keys";

export const updateComment = ({ id, body }: { id: number; body: UpdateCommentBody }) =>
  apiRequest(`/api/comments/${id}`, { method: "PUT", body, schema: comment });

export function useUpdateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
