import { type TicketPricesInput, ticketPriceList } from "@naehan/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateCatalogue } from "./invalidate";

export const savePrices = ({
  concertId,
  prices,
}: {
  concertId: number;
  prices: TicketPricesInput;
}) =>
  apiRequest(`/api/admin/new-concerts/${concertId}/prices`, {
    method: "PUT",
    body: prices,
    schema: ticketPriceList,
  });

export function useSavePrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrices,
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
