import { type UpdateCommentBody, addresses } from "@naehan/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { boardKeys } from "./keys";

export const updateComment = ({ id, body }: { id: number; body: UpdateCommentBody }) =>
  apiRequest(addresses.updateComment, { params: { id }, body });

export function useUpdateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
