import { addresses } from "@naehan/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { invalidateCatalogue } from "./invalidate";

export const getArtistSongs = (artistId: number, signal?: AbortSignal) =>
  apiRequest(addresses.listArtistSongs, { params: { id: artistId }, signal });

/** An artist's songs with their Korean readings, by title. */
export const artistSongsQueryOptions = (artistId: number) =>
  queryOptions({
    queryKey: queryKeys.admin.artistSongs(artistId),
    queryFn: ({ signal }) => getArtistSongs(artistId, signal),
  });

export const useArtistSongs = (artistId: number) => useQuery(artistSongsQueryOptions(artistId));

export const saveSongReading = ({ songId, reading }: { songId: number; reading: string }) =>
  apiRequest(addresses.updateSongReading, { params: { id: songId }, body: { reading } });

/** Sets one song's reading; setlists, rankings and predictions show it at once. */
export function useSaveSongReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSongReading,
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
