import { addresses } from "@naehan/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateCatalogue } from "./invalidate";

export const deleteArtist = (artistId: number) =>
  apiRequest(addresses.deleteArtist, { params: { id: artistId } });

export function useDeleteArtist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArtist,
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
