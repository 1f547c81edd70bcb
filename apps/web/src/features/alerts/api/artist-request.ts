import { addresses } from "@naehan/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** "내한 소식 알려 주세요": asks to be told when an artist of this name gets a concert. */
export const useRequestArtist = () =>
  useMutation({
    mutationFn: (name: string) => apiRequest(addresses.requestArtist, { body: { name } }),
  });
