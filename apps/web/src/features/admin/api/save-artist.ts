import { type ArtistInput, artist } from "@naehan/contract";
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
  apiRequest(artistId === null ? "/api/admin/artist" : `/api/admin/artists/${artistId}`, {
    method: artistId === null ? "POST" : "PUT",
    body: adminMultipart("artist", input, file),
    schema: artist,
  });

export function useSaveArtist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveArtist,
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
