import { addresses } from "@naehan/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateCatalogue } from "./invalidate";

export const deleteTicketRound = (ticketRoundId: number) =>
  apiRequest(addresses.deleteTicketRound, { params: { id: ticketRoundId } });

export function useDeleteTicketRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTicketRound,
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
