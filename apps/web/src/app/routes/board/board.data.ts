import type { QueryClient } from "@tanstack/react-query";
import { artistQueryOptions } from "../../../features/artists/api/get-artist";
import { artistConcertsQueryOptions } from "../../../features/artists/api/get-artist-concerts";
import { artistArticlesQueryOptions } from "../../../features/board/api/get-artist-articles";
import { parseRouteId } from "../../route-params";
import type { ScreenArgs } from "../../screen";

export function load(queryClient: QueryClient, { params }: ScreenArgs) {
  const id = parseRouteId(params.artistId);
  if (id === null) return [];
  return [
    queryClient.prefetchQuery(artistQueryOptions(id)),
    queryClient.prefetchQuery(artistConcertsQueryOptions(id)),
    queryClient.prefetchInfiniteQuery(artistArticlesQueryOptions(id)),
  ];
}
