import type { QueryClient } from "@tanstack/react-query";
import { type RouteObject, redirect } from "react-router";
import { artistQueryOptions } from "../features/artists/api/get-artist";
import { artistConcertsQueryOptions } from "../features/artists/api/get-artist-concerts";
import { pastConcertQueryOptions } from "../features/artists/api/get-past-concert";
import { pastConcertsQueryOptions } from "../features/artists/api/get-past-concerts";
import { songRankingQueryOptions } from "../features/artists/api/get-song-ranking";
import { AppShell } from "../components/layout/app-shell";
import {
  artistArticlesQueryOptions,
  artistPreviewQueryOptions,
} from "../features/board/api/get-artist-articles";
import type { RouteHandle } from "../components/layout/app-shell";
import { ShellFallback } from "../components/layout/shell-fallback";
import { concertQueryOptions } from "../features/concerts/api/get-concert";
import {
  concertListQueryOptions,
  concertRowQueryOptions,
} from "../features/concerts/api/get-concerts";
import { HOME_ROW_SIZE, HOME_ROWS } from "../features/concerts/model/home-rows";
import { predictedSetlistQueryOptions } from "../features/concerts/api/get-predicted-setlist";
import { searchQueryOptions } from "../features/search/api/search";
import { GENRE_SLUGS, type GenreSlug, paths } from "../lib/paths";
import { sessionStore } from "../lib/session";
import { RouteError } from "./route-error";
import { parseRouteId } from "./route-params";
import * as home from "./routes/home";
import { NotFound } from "./routes/not-found";

const detail: RouteHandle = { detail: true };

/**
 * In the browser, data is requested as navigation starts, in parallel with the route's code, and
 * screens show their own loading states rather than holding navigation. On the server the page is
 * rendered once its data is there.
 */
function settle(requests: Promise<unknown>[]): Promise<null> | null {
  return import.meta.env.SSR ? Promise.all(requests).then(() => null) : null;
}

function prefetch(run: (id: number) => Promise<unknown>[], param: string) {
  return ({ params }: { params: Record<string, string | undefined> }) => {
    const id = parseRouteId(params[param]);
    return id === null ? null : settle(run(id));
  };
}

/** Every route of the app, loading data into the given query client (one per server request). */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    HydrateFallback: ShellFallback,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            loader: () =>
              settle(
                HOME_ROWS.map((slug) =>
                  queryClient.prefetchQuery(
                    concertRowQueryOptions(GENRE_SLUGS[slug].genre, HOME_ROW_SIZE),
                  ),
                ),
              ),
            Component: home.Component,
          },
          ...(Object.keys(GENRE_SLUGS) as GenreSlug[]).map((slug) => ({
            path: slug,
            loader: () =>
              settle([
                queryClient.prefetchInfiniteQuery(concertListQueryOptions(GENRE_SLUGS[slug].genre)),
              ]),
            lazy: () => import("./routes/genre-list"),
          })),
          {
            path: "login",
            // Someone already logged in has nothing to do here.
            loader: () => (sessionStore.get().isLoggedIn ? redirect(paths.home()) : null),
            lazy: () => import("./routes/login"),
          },
          { path: "join", lazy: () => import("./routes/join") },
          { path: "mypage", lazy: () => import("./routes/my-page") },
          // Rendered in the browser only (the server sends the shell), so its guard always runs.
          { path: "admin", lazy: () => import("./routes/admin") },
          {
            path: "search",
            loader: ({ request }) => {
              const query = new URL(request.url).searchParams.get("q")?.trim() ?? "";
              return query === ""
                ? null
                : settle([queryClient.prefetchInfiniteQuery(searchQueryOptions(query))]);
            },
            lazy: () => import("./routes/search"),
          },
          { path: "concert", loader: () => redirect(paths.genre("all")) },
          {
            path: "concert/:concertId",
            handle: detail,
            loader: prefetch(
              (id) => [
                queryClient.prefetchQuery(concertQueryOptions(id)),
                queryClient.prefetchQuery(predictedSetlistQueryOptions(id)),
              ],
              "concertId",
            ),
            lazy: () => import("./routes/concert"),
          },
          {
            path: "artist/:artistId",
            handle: detail,
            loader: prefetch(
              (id) => [
                queryClient.prefetchQuery(artistQueryOptions(id)),
                queryClient.prefetchQuery(artistConcertsQueryOptions(id)),
                queryClient.prefetchQuery(songRankingQueryOptions(id)),
                queryClient.prefetchInfiniteQuery(pastConcertsQueryOptions(id)),
                queryClient.prefetchQuery(artistPreviewQueryOptions(id)),
              ],
              "artistId",
            ),
            lazy: () => import("./routes/artist"),
          },
          {
            path: "artist/:artistId/setlist/:pastConcertId",
            handle: detail,
            loader: ({ params }) => {
              const artistId = parseRouteId(params.artistId);
              const pastConcertId = parseRouteId(params.pastConcertId);
              if (artistId === null || pastConcertId === null) return null;
              return settle([
                queryClient.prefetchQuery(artistQueryOptions(artistId)),
                queryClient.prefetchQuery(pastConcertQueryOptions(artistId, pastConcertId)),
              ]);
            },
            lazy: () => import("./routes/setlist"),
          },
          {
            path: "past-concerts/:artistId",
            handle: detail,
            loader: prefetch(
              (id) => [
                queryClient.prefetchQuery(artistQueryOptions(id)),
                queryClient.prefetchInfiniteQuery(pastConcertsQueryOptions(id)),
              ],
              "artistId",
            ),
            lazy: () => import("./routes/past-concerts"),
          },
          {
            path: "board/:artistId",
            handle: detail,
            loader: prefetch(
              (id) => [
                queryClient.prefetchQuery(artistQueryOptions(id)),
                queryClient.prefetchQuery(artistConcertsQueryOptions(id)),
                queryClient.prefetchInfiniteQuery(artistArticlesQueryOptions(id)),
              ],
              "artistId",
            ),
            lazy: () => import("./routes/board"),
          },
          { path: "*", Component: NotFound },
        ],
      },
    ],
  },
];
