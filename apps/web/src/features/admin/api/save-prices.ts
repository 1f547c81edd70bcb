import { type TicketPricesInput, addresses } from "@naehan/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateCatalogue } from "./invalidate";

export const savePrices = ({
  concertId,
  prices,
}: {
  concertId: number;
  prices: TicketPricesInput;
}) => apiRequest(addresses.saveTicketPrices, { params: { id: concertId }, body: prices });

export function useSavePrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrices,
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
