import { addresses } from "@naehan/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateCatalogue } from "./invalidate";

export const deleteConcert = (concertId: number) =>
  apiRequest(addresses.deleteConcert, { params: { id: concertId } });

export function useDeleteConcert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConcert,
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
