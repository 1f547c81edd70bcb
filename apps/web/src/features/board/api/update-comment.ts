import { type UpdateCommentBody, addresses } from "@naehan/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export const updateComment = ({ id, body }: { id: number; body: UpdateCommentBody }) =>
  apiRequest(addresses.updateComment, { params: { id }, body });

export function useUpdateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.board.all }),
  });
}
