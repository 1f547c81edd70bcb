import { type ArtistInput, endpoints } from "@naehan/contract";
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
    ? apiRequest(endpoints.createArtist, {
        body: adminMultipart(endpoints.createArtist, input, file),
      })
    : apiRequest(endpoints.updateArtist, {
        params: { id: artistId },
        body: adminMultipart(endpoints.updateArtist, input, file),
      });

export function useSaveArtist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveArtist,
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
