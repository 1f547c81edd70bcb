import { type ArtistInput, addresses } from "@naehan/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { adminMultipart } from "../model/multipart";
import { invalidateCatalogue } from "./invalidate";

export interface SaveArtistVariables {
  /** null creates a new artist. */
  artistId: number | null;
  input: ArtistInput;
  /** null keeps the current image. */
  file: File | null;
}

export const saveArtist = ({ artistId, input, file }: SaveArtistVariables) =>
  artistId === null
    ? apiRequest(addresses.createArtist, {
        body: adminMultipart(addresses.createArtist, input, file),
      })
    : apiRequest(addresses.updateArtist, {
        params: { id: artistId },
        body: adminMultipart(addresses.updateArtist, input, file),
      });

export function useSaveArtist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveArtist,
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
