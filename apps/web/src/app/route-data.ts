import type { PageHead } from "@naehan/contract";
import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { artistQueryOptions } from "../features/artists/api/get-artist";
import { artistConcertsQueryOptions } from "../features/artists/api/get-artist-concerts";
import { pastConcertQueryOptions } from "../features/artists/api/get-past-concert";
import { pastConcertsQueryOptions } from "../features/artists/api/get-past-concerts";
import { songRankingQueryOptions } from "../features/artists/api/get-song-ranking";
import { artistHead } from "../features/artists/model/artist-head";
import {
  artistArticlesQueryOptions,
  artistPreviewQueryOptions,
} from "../features/board/api/get-artist-articles";
import { actualSetlistQueryOptions } from "../features/concerts/api/get-actual-setlist";
import { concertQueryOptions } from "../features/concerts/api/get-concert";
import { concertListUrl } from "../features/concerts/api/get-concerts";
import { predictedSetlistQueryOptions } from "../features/concerts/api/get-predicted-setlist";
import { BANNER_SLIDES } from "../features/concerts/model/banners";
import { concertHead } from "../features/concerts/model/concert-head";
import { predictionAccuracyQueryOptions } from "../features/predictions/api/get-prediction-accuracy";
import { searchQueryOptions } from "../features/search/api/search";
import { GENRE_SLUGS, isGenreSlug } from "../lib/paths";
import { parseRouteId } from "./route-params";

type Args = Pick<LoaderFunctionArgs, "params" | "request">;

/** A screen's data and the head of its page. */
export interface Screen {
  /** The data it asks for first, requested as soon as navigation starts. */
  load?: (queryClient: QueryClient, args: Args) => Promise<unknown>[];
  /**
   * What its page's head says, from that data once it is loaded (the server puts it in the page):
   * the preview card of a shared link, and what to fetch early when the browser renders it.
   */
  head?: (queryClient: QueryClient, args: Args) => PageHead;
}

/** An id from the URL, and what to do with it (nothing when the URL names nothing). */
const withId =
  <T>(param: string, run: (queryClient: QueryClient, id: number) => T, none: T) =>
  (queryClient: QueryClient, { params }: Args): T => {
    const id = parseRouteId(params[param]);
    return id === null ? none : run(queryClient, id);
  };

/**
 * Every screen's data and head. Kept out of the home page's code: in the browser it is loaded
 * with the first navigation to one of these screens (the home page's own data loads in the route
 * tree).
 */
export const screens = {
  home: {
    head: () => ({ preloads: { images: [BANNER_SLIDES[0].src] } }),
  },
  genreList: {
    head: (_queryClient, { request }) => {
      const slug = new URL(request.url).pathname.slice(1).toLowerCase();
      if (!isGenreSlug(slug)) return {};
      return { preloads: { fetches: [concertListUrl(GENRE_SLUGS[slug].genre)] } };
    },
  },
  search: {
    load: (queryClient, { request }) => {
      const query = new URL(request.url).searchParams.get("q")?.trim() ?? "";
      return query === "" ? [] : [queryClient.prefetchInfiniteQuery(searchQueryOptions(query))];
    },
  },
  concert: {
    load: withId(
      "concertId",
      (queryClient, id) => [
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
      ],
      [],
    ),
    head: withId(
      "concertId",
      (queryClient, id) => {
        const concert = queryClient.getQueryData(concertQueryOptions(id).queryKey);
        return concert ? concertHead(concert) : {};
      },
      {},
    ),
  },
  predictionAccuracy: {
    load: (queryClient) => [queryClient.prefetchQuery(predictionAccuracyQueryOptions())],
    head: () => ({
      title: "예측 정확도 | 내한",
      description: "공연 전에 보여 준 예상 셋리스트를 실제로 연주된 곡과 비교한 결과",
    }),
  },
  artist: {
    load: withId(
      "artistId",
      (queryClient, id) => [
        queryClient.prefetchQuery(artistQueryOptions(id)),
        queryClient.prefetchQuery(artistConcertsQueryOptions(id)),
        queryClient.prefetchQuery(songRankingQueryOptions(id)),
        queryClient.prefetchInfiniteQuery(pastConcertsQueryOptions(id)),
        queryClient.prefetchQuery(artistPreviewQueryOptions(id)),
      ],
      [],
    ),
    head: withId(
      "artistId",
      (queryClient, id) => {
        const artist = queryClient.getQueryData(artistQueryOptions(id).queryKey);
        return artist ? artistHead(artist) : {};
      },
      {},
    ),
  },
  setlist: {
    load: (queryClient, { params }) => {
      const artistId = parseRouteId(params.artistId);
      const pastConcertId = parseRouteId(params.pastConcertId);
      if (artistId === null || pastConcertId === null) return [];
      return [
        queryClient.prefetchQuery(artistQueryOptions(artistId)),
        queryClient.prefetchQuery(pastConcertQueryOptions(artistId, pastConcertId)),
      ];
    },
  },
  pastConcerts: {
    load: withId(
      "artistId",
      (queryClient, id) => [
        queryClient.prefetchQuery(artistQueryOptions(id)),
        queryClient.prefetchInfiniteQuery(pastConcertsQueryOptions(id)),
      ],
      [],
    ),
  },
  board: {
    load: withId(
      "artistId",
      (queryClient, id) => [
        queryClient.prefetchQuery(artistQueryOptions(id)),
        queryClient.prefetchQuery(artistConcertsQueryOptions(id)),
        queryClient.prefetchInfiniteQuery(artistArticlesQueryOptions(id)),
      ],
      [],
    ),
  },
} satisfies Record<string, Screen>;

export type ScreenName = keyof typeof screens;
