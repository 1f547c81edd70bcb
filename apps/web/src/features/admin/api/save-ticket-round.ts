import { type TicketRoundInput, addresses } from "@naehan/contract";
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
  ticketRoundId === null
    ? apiRequest(addresses.createTicketRound, { params: { id: concertId }, body: input })
    : apiRequest(addresses.updateTicketRound, { params: { id: ticketRoundId }, body: input });

export function useSaveTicketRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTicketRound,
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
