import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { artistQueryOptions } from "../features/artists/api/get-artist";
import { artistConcertsQueryOptions } from "../features/artists/api/get-artist-concerts";
import { pastConcertQueryOptions } from "../features/artists/api/get-past-concert";
import { pastConcertsQueryOptions } from "../features/artists/api/get-past-concerts";
import { songRankingQueryOptions } from "../features/artists/api/get-song-ranking";
import {
  artistArticlesQueryOptions,
  artistPreviewQueryOptions,
} from "../features/board/api/get-artist-articles";
import { actualSetlistQueryOptions } from "../features/concerts/api/get-actual-setlist";
import { concertQueryOptions } from "../features/concerts/api/get-concert";
import { predictedSetlistQueryOptions } from "../features/concerts/api/get-predicted-setlist";
import { predictionAccuracyQueryOptions } from "../features/predictions/api/get-prediction-accuracy";
import { searchQueryOptions } from "../features/search/api/search";
import { parseRouteId } from "./route-params";

type Requests = Promise<unknown>[];
type Prefetcher = (queryClient: QueryClient, args: LoaderFunctionArgs) => Requests;

/** An id from the URL, and the requests to make with it (none when the URL names nothing). */
const withId =
  (param: string, run: (queryClient: QueryClient, id: number) => Requests): Prefetcher =>
  (queryClient, { params }) => {
    const id = parseRouteId(params[param]);
    return id === null ? [] : run(queryClient, id);
  };

/**
 * The data each screen asks for first, requested as soon as navigation starts. Kept out of the
 * home page's code: it is loaded with the first navigation to one of these screens.
 */
export const prefetchers = {
  search: (queryClient, { request }) => {
    const query = new URL(request.url).searchParams.get("q")?.trim() ?? "";
    return query === "" ? [] : [queryClient.prefetchInfiniteQuery(searchQueryOptions(query))];
  },
  concert: withId("concertId", (queryClient, id) => [
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
  ]),
  predictionAccuracy: (queryClient) => [
    queryClient.prefetchQuery(predictionAccuracyQueryOptions()),
  ],
  artist: withId("artistId", (queryClient, id) => [
    queryClient.prefetchQuery(artistQueryOptions(id)),
    queryClient.prefetchQuery(artistConcertsQueryOptions(id)),
    queryClient.prefetchQuery(songRankingQueryOptions(id)),
    queryClient.prefetchInfiniteQuery(pastConcertsQueryOptions(id)),
    queryClient.prefetchQuery(artistPreviewQueryOptions(id)),
  ]),
  setlist: (queryClient, { params }) => {
    const artistId = parseRouteId(params.artistId);
    const pastConcertId = parseRouteId(params.pastConcertId);
    if (artistId === null || pastConcertId === null) return [];
    return [
      queryClient.prefetchQuery(artistQueryOptions(artistId)),
      queryClient.prefetchQuery(pastConcertQueryOptions(artistId, pastConcertId)),
    ];
  },
  pastConcerts: withId("artistId", (queryClient, id) => [
    queryClient.prefetchQuery(artistQueryOptions(id)),
    queryClient.prefetchInfiniteQuery(pastConcertsQueryOptions(id)),
  ]),
  board: withId("artistId", (queryClient, id) => [
    queryClient.prefetchQuery(artistQueryOptions(id)),
    queryClient.prefetchQuery(artistConcertsQueryOptions(id)),
    queryClient.prefetchInfiniteQuery(artistArticlesQueryOptions(id)),
  ]),
} satisfies Record<string, Prefetcher>;

export type ScreenData = keyof typeof prefetchers;
