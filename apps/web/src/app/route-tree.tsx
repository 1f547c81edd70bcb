import type { QueryClient } from "@tanstack/react-query";
import { type LoaderFunctionArgs, type RouteObject, redirect } from "react-router";
import { AppShell } from "../components/layout/app-shell";
import type { RouteHandle } from "../components/layout/app-shell";
import { ShellFallback } from "../components/layout/shell-fallback";
import {
  concertListQueryOptions,
  concertRowQueryOptions,
} from "../features/concerts/api/get-concerts";
import {
  HOME_ROW_SIZE,
  HOME_ROWS,
  UPCOMING_ROUND_DAYS,
} from "../features/concerts/model/home-rows";
import { upcomingRoundsQueryOptions } from "../features/concerts/api/get-upcoming-rounds";
import { InboxLink } from "../features/alerts/components/inbox-link";
import { GENRE_SLUGS, type GenreSlug, paths } from "../lib/paths";
import { sessionStore } from "../lib/session";
import { pendingScreen } from "./pending-screen";
import type { Screen, ScreenName } from "./route-data";
import { RouteError } from "./route-error";
import * as home from "./routes/home";
import { NotFound } from "./routes/not-found";

/**
 * A screen whose code loads on demand. Its module name goes in the route's handle so the server,
 * rendering the page, can link the module's stylesheets and scripts up front.
 */
function page(
  module: string,
  load: () => Promise<object>,
  handle: Omit<RouteHandle, "module" | "screen"> & { screen?: ScreenName } = {},
) {
  return {
    lazy: load,
    handle: { ...handle, module: `src/app/routes/${module}.tsx` } satisfies RouteHandle,
  };
}

/**
 * In the browser, data is requested as navigation starts, in parallel with the route's code, and
 * screens show their own loading states rather than holding navigation. On the server the page is
 * rendered once its data is there.
 */
function settle(requests: Promise<unknown>[]): Promise<null> | null {
  return import.meta.env.SSR ? Promise.all(requests).then(() => null) : null;
}

/** A screen's first requests (see route-data.ts), started as navigation starts. */
function prefetch(queryClient: QueryClient, screen: ScreenName) {
  return (args: LoaderFunctionArgs) => {
    const requests = import("./route-data").then(({ screens }) => {
      const { load }: Screen = screens[screen];
      return Promise.all(load?.(queryClient, args) ?? []);
    });
    return settle([requests]);
  };
}

/** Every route of the app, loading data into the given query client (one per server request). */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <AppShell pending={pendingScreen} headerActions={<InboxLink />} />,
    errorElement: <RouteError />,
    HydrateFallback: ShellFallback,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            loader: () =>
              settle([
                queryClient.prefetchQuery(upcomingRoundsQueryOptions(UPCOMING_ROUND_DAYS)),
                ...HOME_ROWS.map((slug) =>
                  queryClient.prefetchQuery(
                    concertRowQueryOptions(GENRE_SLUGS[slug].genre, HOME_ROW_SIZE),
                  ),
                ),
              ]),
            Component: home.Component,
            handle: { screen: "home" satisfies ScreenName } satisfies RouteHandle,
          },
          ...(Object.keys(GENRE_SLUGS) as GenreSlug[]).map((slug) => ({
            path: slug,
            loader: () =>
              settle([
                queryClient.prefetchInfiniteQuery(concertListQueryOptions(GENRE_SLUGS[slug].genre)),
              ]),
            ...page("genre-list", () => import("./routes/genre-list"), { screen: "genreList" }),
          })),
          {
            path: "login",
            // Someone already logged in has nothing to do here.
            loader: () => (sessionStore.get().isLoggedIn ? redirect(paths.home()) : null),
            ...page("login", () => import("./routes/login")),
          },
          { path: "join", ...page("join", () => import("./routes/join")) },
          // About the signed-in fan: rendered in the browser only (the server sends the shell, and
          // would render "log in" at a fan who is logged in), so the admin guard always runs.
          {
            path: "mypage",
            ...page("my-page", () => import("./routes/my-page"), { browserOnly: true }),
          },
          {
            path: "notifications",
            ...page("notifications", () => import("./routes/notifications"), { browserOnly: true }),
          },
          {
            path: "admin",
            ...page("admin", () => import("./routes/admin"), { browserOnly: true }),
          },
          {
            path: "search",
            loader: prefetch(queryClient, "search"),
            ...page("search", () => import("./routes/search"), { screen: "search" }),
          },
          { path: "concert", loader: () => redirect(paths.genre("all")) },
          {
            path: "concert/:concertId",
            loader: prefetch(queryClient, "concert"),
            ...page("concert", () => import("./routes/concert"), {
              detail: true,
              screen: "concert",
            }),
          },
          {
            path: "artist/:artistId",
            loader: prefetch(queryClient, "artist"),
            ...page("artist", () => import("./routes/artist"), { detail: true, screen: "artist" }),
          },
          {
            path: "artist/:artistId/setlist/:pastConcertId",
            loader: prefetch(queryClient, "setlist"),
            ...page("setlist", () => import("./routes/setlist"), {
              detail: true,
              screen: "setlist",
            }),
          },
          {
            path: "past-concerts/:artistId",
            loader: prefetch(queryClient, "pastConcerts"),
            ...page("past-concerts", () => import("./routes/past-concerts"), {
              detail: true,
              screen: "pastConcerts",
            }),
          },
          {
            path: "prediction-accuracy",
            loader: prefetch(queryClient, "predictionAccuracy"),
            ...page("prediction-accuracy", () => import("./routes/prediction-accuracy"), {
              detail: true,
              screen: "predictionAccuracy",
            }),
          },
          {
            path: "board/:artistId",
            loader: prefetch(queryClient, "board"),
            ...page("board", () => import("./routes/board"), { detail: true, screen: "board" }),
          },
          { path: "*", Component: NotFound },
        ],
      },
    ],
  },
];
