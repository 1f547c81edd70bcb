import type { QueryClient } from "@tanstack/react-query";
import { actualSetlistQueryOptions } from "../../../features/concerts/api/get-actual-setlist";
import { concertQueryOptions } from "../../../features/concerts/api/get-concert";
import { predictedSetlistQueryOptions } from "../../../features/concerts/api/get-predicted-setlist";
import { concertHead } from "../../../features/concerts/model/concert-head";
import { parseRouteId } from "../../route-params";
import type { ScreenArgs } from "../../screen";

export function load(queryClient: QueryClient, { params }: ScreenArgs) {
  const id = parseRouteId(params.concertId);
  if (id === null) return [];
  return [
    // An audited concert also shows what was played, which its detail names.
    queryClient
      .fetchQuery(concertQueryOptions(id))
      .then((concert) => {
        const audit = concert.prediction?.audit;
        return audit
          ? queryClient.prefetchQuery(
              actualSetlistQueryOptions(concert.artistId, audit.pastConcertId),
            )
          : undefined;
      })
      .catch(() => undefined),
    queryClient.prefetchQuery(predictedSetlistQueryOptions(id)),
  ];
}

export function head(queryClient: QueryClient, { params }: ScreenArgs) {
  const id = parseRouteId(params.concertId);
  const concert =
    id === null ? undefined : queryClient.getQueryData(concertQueryOptions(id).queryKey);
  return concert ? concertHead(concert) : {};
}
