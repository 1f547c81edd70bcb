import { createBrowserRouter, redirect } from "react-router";
import { artistQueryOptions } from "../features/artists/api/get-artist";
import { artistConcertsQueryOptions } from "../features/artists/api/get-artist-concerts";
import { pastConcertQueryOptions } from "../features/artists/api/get-past-concert";
import { pastConcertsQueryOptions } from "../features/artists/api/get-past-concerts";
import { songRankingQueryOptions } from "../features/artists/api/get-song-ranking";
import { AppShell } from "../components/layout/app-shell";
import type { RouteHandle } from "../components/layout/app-shell";
import { ShellFallback } from "../components/layout/shell-fallback";
import { concertQueryOptions } from "../features/concerts/api/get-concert";
import { predictedSetlistQueryOptions } from "../features/concerts/api/get-predicted-setlist";
import { searchQueryOptions } from "../features/search/api/search";
import { paths } from "../lib/paths";
import { sessionStore } from "../lib/session";
import { queryClient } from "./query-client";
import { RouteError } from "./route-error";
import { parseRouteId } from "./route-params";
import * as home from "./routes/home";
import { NotFound } from "./routes/not-found";

const detail: RouteHandle = { detail: true };

/**
 * Data is requested as navigation starts, in parallel with the route's code; screens show their
 * own loading states rather than holding navigation.
 */
function prefetch(run: (id: number) => void, param: string) {
  return ({ params }: { params: Record<string, string | undefined> }) => {
    const id = parseRouteId(params[param]);
    if (id !== null) run(id);
    return null;
  };
}

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    HydrateFallback: ShellFallback,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, Component: home.Component },
          ...["new", "all", "pop", "rock", "hiphop", "rnb", "jpop"].map((slug) => ({
            path: slug,
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
          { path: "admin", lazy: () => import("./routes/admin") },
          {
            path: "search",
            loader: ({ request }) => {
              const query = new URL(request.url).searchParams.get("q")?.trim() ?? "";
              if (query !== "") void queryClient.prefetchInfiniteQuery(searchQueryOptions(query));
              return null;
            },
            lazy: () => import("./routes/search"),
          },
          { path: "concert", loader: () => redirect(paths.genre("all")) },
          {
            path: "concert/:concertId",
            handle: detail,
            loader: prefetch((id) => {
              void queryClient.prefetchQuery(concertQueryOptions(id));
              void queryClient.prefetchQuery(predictedSetlistQueryOptions(id));
            }, "concertId"),
            lazy: () => import("./routes/concert"),
          },
          {
            path: "artist/:artistId",
            handle: detail,
            loader: prefetch((id) => {
              void queryClient.prefetchQuery(artistQueryOptions(id));
              void queryClient.prefetchQuery(artistConcertsQueryOptions(id));
              void queryClient.prefetchQuery(songRankingQueryOptions(id));
              void queryClient.prefetchInfiniteQuery(pastConcertsQueryOptions(id));
            }, "artistId"),
            lazy: () => import("./routes/artist"),
          },
          {
            path: "artist/:artistId/setlist/:pastConcertId",
            handle: detail,
            loader: ({ params }) => {
              const artistId = parseRouteId(params.artistId);
              const pastConcertId = parseRouteId(params.pastConcertId);
              if (artistId !== null && pastConcertId !== null) {
                void queryClient.prefetchQuery(artistQueryOptions(artistId));
                void queryClient.prefetchQuery(pastConcertQueryOptions(artistId, pastConcertId));
              }
              return null;
            },
            lazy: () => import("./routes/setlist"),
          },
          {
            path: "past-concerts/:artistId",
            handle: detail,
            loader: prefetch((id) => {
              void queryClient.prefetchQuery(artistQueryOptions(id));
              void queryClient.prefetchInfiniteQuery(pastConcertsQueryOptions(id));
            }, "artistId"),
            lazy: () => import("./routes/past-concerts"),
          },
          { path: "*", Component: NotFound },
        ],
      },
    ],
  },
]);
