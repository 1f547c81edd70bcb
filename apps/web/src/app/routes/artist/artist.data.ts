import type { QueryClient } from "@tanstack/react-query";
import { artistQueryOptions } from "../../../features/artists/api/get-artist";
import { artistConcertsQueryOptions } from "../../../features/artists/api/get-artist-concerts";
import { pastConcertsQueryOptions } from "../../../features/artists/api/get-past-concerts";
import { songRankingQueryOptions } from "../../../features/artists/api/get-song-ranking";
import { artistHead } from "../../../features/artists/model/artist-head";
import { artistPreviewQueryOptions } from "../../../features/board/api/get-artist-articles";
import { parseRouteId } from "../../route-params";
import type { ScreenArgs } from "../../screen";

export function load(queryClient: QueryClient, { params }: ScreenArgs) {
  const id = parseRouteId(params.artistId);
  if (id === null) return [];
  return [
    queryClient.prefetchQuery(artistQueryOptions(id)),
    queryClient.prefetchQuery(artistConcertsQueryOptions(id)),
    queryClient.prefetchQuery(songRankingQueryOptions(id)),
    queryClient.prefetchInfiniteQuery(pastConcertsQueryOptions(id)),
    queryClient.prefetchQuery(artistPreviewQueryOptions(id)),
  ];
}

export function head(queryClient: QueryClient, { params }: ScreenArgs) {
  const id = parseRouteId(params.artistId);
  const artist =
    id === null ? undefined : queryClient.getQueryData(artistQueryOptions(id).queryKey);
  return artist ? artistHead(artist) : {};
}
