import type { QueryClient } from "@tanstack/react-query";
import { artistQueryOptions } from "../../../features/artists/api/get-artist";
import { pastConcertQueryOptions } from "../../../features/artists/api/get-past-concert";
import { parseRouteId } from "../../route-params";
import type { ScreenArgs } from "../../screen";

export function load(queryClient: QueryClient, { params }: ScreenArgs) {
  const artistId = parseRouteId(params.artistId);
  const pastConcertId = parseRouteId(params.pastConcertId);
  if (artistId === null || pastConcertId === null) return [];
  return [
    queryClient.prefetchQuery(artistQueryOptions(artistId)),
    queryClient.prefetchQuery(pastConcertQueryOptions(artistId, pastConcertId)),
  ];
}
