import { type ConcertInput, endpoints } from "@naehan/contract";
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
  concertId === null
    ? apiRequest(endpoints.createConcert, {
        body: adminMultipart(endpoints.createConcert, input, file),
      })
    : apiRequest(endpoints.updateConcert, {
        params: { id: concertId },
        body: adminMultipart(endpoints.updateConcert, input, file),
      });

export function useSaveConcert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConcert,
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
