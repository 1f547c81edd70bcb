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
import type { ScreenData } from "./route-data";
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
  handle: Omit<RouteHandle, "module"> = {},
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
function prefetch(queryClient: QueryClient, screen: ScreenData) {
  return (args: LoaderFunctionArgs) => {
    const requests = import("./route-data").then(({ prefetchers }) =>
      Promise.all(prefetchers[screen](queryClient, args)),
    );
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
          },
          ...(Object.keys(GENRE_SLUGS) as GenreSlug[]).map((slug) => ({
            path: slug,
            loader: () =>
              settle([
                queryClient.prefetchInfiniteQuery(concertListQueryOptions(GENRE_SLUGS[slug].genre)),
              ]),
            ...page("genre-list", () => import("./routes/genre-list")),
          })),
          {
            path: "login",
            // Someone already logged in has nothing to do here.
            loader: () => (sessionStore.get().isLoggedIn ? redirect(paths.home()) : null),
            ...page("login", () => import("./routes/login")),
          },
          { path: "join", ...page("join", () => import("./routes/join")) },
          { path: "mypage", ...page("my-page", () => import("./routes/my-page")) },
          {
            path: "notifications",
            ...page("notifications", () => import("./routes/notifications")),
          },
          // Rendered in the browser only (the server sends the shell), so its guard always runs.
          { path: "admin", ...page("admin", () => import("./routes/admin")) },
          {
            path: "search",
            loader: prefetch(queryClient, "search"),
            ...page("search", () => import("./routes/search")),
          },
          { path: "concert", loader: () => redirect(paths.genre("all")) },
          {
            path: "concert/:concertId",
            loader: prefetch(queryClient, "concert"),
            ...page("concert", () => import("./routes/concert"), { detail: true }),
          },
          {
            path: "artist/:artistId",
            loader: prefetch(queryClient, "artist"),
            ...page("artist", () => import("./routes/artist"), { detail: true }),
          },
          {
            path: "artist/:artistId/setlist/:pastConcertId",
            loader: prefetch(queryClient, "setlist"),
            ...page("setlist", () => import("./routes/setlist"), { detail: true }),
          },
          {
            path: "past-concerts/:artistId",
            loader: prefetch(queryClient, "pastConcerts"),
            ...page("past-concerts", () => import("./routes/past-concerts"), { detail: true }),
          },
          {
            path: "board/:artistId",
            loader: prefetch(queryClient, "board"),
            ...page("board", () => import("./routes/board"), { detail: true }),
          },
          { path: "*", Component: NotFound },
        ],
      },
    ],
  },
];
