import { type TicketRoundInput, ticketRound } from "@naehan/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateCatalogue } from "./invalidate";

export interface SaveTicketRoundVariables {
  concertId: number;
  /** null adds a new round. */
  ticketRoundId: number | null;
  input: TicketRoundInput;
}

export const saveTicketRound = ({ concertId, ticketRoundId, input }: SaveTicketRoundVariables) =>
  apiRequest(
    ticketRoundId === null
      ? `/api/admin/new-concerts/${concertId}/ticket-rounds`
      : `/api/admin/ticket-rounds/${ticketRoundId}`,
    { method: ticketRoundId === null ? "POST" : "PUT", body: input, schema: ticketRound },
  );

export function useSaveTicketRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTicketRound,
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
