import { type ConcertInput, concert } from "@naehan/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { adminMultipart } from "../model/multipart";
import { invalidateCatalogue } from "./invalidate";

export interface SaveConcertVariables {
  /** null creates a new concert. */
  concertId: number | null;
  input: ConcertInput;
  /** null keeps the current poster. */
  file: File | null;
}

export const saveConcert = ({ concertId, input, file }: SaveConcertVariables) =>
  apiRequest(
    concertId === null ? "/api/admin/new-concert" : `/api/admin/new-concert/${concertId}`,
    {
      method: concertId === null ? "POST" : "PUT",
      body: adminMultipart("newConcert", input, file),
      schema: concert,
    },
  );

export function useSaveConcert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConcert,
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
