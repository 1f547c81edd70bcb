import { addresses } from "@naehan/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const parseNotice = (text: string) =>
  apiRequest(addresses.parseTicketNotice, { body: { text } });

/** Reads a pasted ticket-opening notice into proposed rounds and prices; nothing is stored. */
export const useParseNotice = () => useMutation({ mutationFn: parseNotice });
