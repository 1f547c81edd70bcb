import { RANKING_WINDOW_HEADER, addresses } from "@naehan/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequestWithHeaders } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** The artist's most played songs, and how many recent concerts they were counted over. */
export async function getSongRanking(artistId: number, signal?: AbortSignal) {
  const { data, headers } = await apiRequestWithHeaders(addresses.getSongRanking, {
    params: { id: artistId },
    signal,
  });
  const counted = Number(headers.get(RANKING_WINDOW_HEADER));
  return { songs: data, window: Number.isInteger(counted) && counted > 0 ? counted : null };
}

export const songRankingQueryOptions = (artistId: number) =>
  queryOptions({
    queryKey: queryKeys.artists.songRanking(artistId),
    queryFn: ({ signal }) => getSongRanking(artistId, signal),
  });

export const useSongRanking = (artistId: number) => useQuery(songRankingQueryOptions(artistId));
