import { type ConcertInput, addresses } from "@naehan/contract";
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
    ? apiRequest(addresses.createConcert, {
        body: adminMultipart(addresses.createConcert, input, file),
      })
    : apiRequest(addresses.updateConcert, {
        params: { id: concertId },
        body: adminMultipart(addresses.updateConcert, input, file),
      });

export function useSaveConcert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConcert,
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
