import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateCatalogue } from "./invalidate";

export const deleteArtist = (artistId: number) =>
  apiRequest(`/api/admin/artists/${artistId}`, { method: "DELETE" });

export function useDeleteArtist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArtist,
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
