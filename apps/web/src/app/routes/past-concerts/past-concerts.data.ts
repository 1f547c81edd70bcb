import type { QueryClient } from "@tanstack/react-query";
import { artistQueryOptions } from "../../../features/artists/api/get-artist";
import { pastConcertsQueryOptions } from "../../../features/artists/api/get-past-concerts";
import { parseRouteId } from "../../route-params";
import type { ScreenArgs } from "../../screen";

export function load(queryClient: QueryClient, { params }: ScreenArgs) {
  const id = parseRouteId(params.artistId);
  if (id === null) return [];
  return [
    queryClient.prefetchQuery(artistQueryOptions(id)),
    queryClient.prefetchInfiniteQuery(pastConcertsQueryOptions(id)),
  ];
}
