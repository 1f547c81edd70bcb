import type { QueryClient } from "@tanstack/react-query";
import { type RouteObject, redirect } from "react-router";
import { AppShell, type RouteHandle } from "../components/layout/app-shell";
import { ShellFallback } from "../components/layout/shell-fallback";
import { InboxLink } from "../features/alerts/components/inbox-link";
import { GENRE_SLUGS, type GenreSlug, paths } from "../lib/paths";
import { pendingScreen } from "./pending-screen";
import { RouteError } from "./route-error";
import * as genreListData from "./routes/genre-list/genre-list.data";
import * as home from "./routes/home/home";
import * as homeData from "./routes/home/home.data";
import * as loginData from "./routes/login/login.data";
import { NotFound } from "./routes/not-found/not-found";
import { type ScreenFiles, screen } from "./screen";

// A page about the signed-in fan: rendered in the browser only (the server sends the shell, and
// would render "log in" at a fan who is logged in), so the admin guard always runs.
const browserOnly = { browserOnly: true };
// Detail pages show a back button before the logo.
const detail = { detail: true };

/**
 * Every route of the app, loading data into the given query client (one per server request). A
 * screen is a folder of `routes/`: its component, and beside it (`<name>.data.ts`) the data it asks
 * for first and its page head. Patterns come from the paths table, where the app's links are built.
 * What is not part of the first load is imported on demand, data and code side by side.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const at = (
    path: string,
    name: string,
    files: ScreenFiles,
    handle?: Omit<RouteHandle, "module">,
  ): RouteObject => ({ path, ...screen(queryClient, name, files, handle) });

  const screens: RouteObject[] = [
    { index: true, ...screen(queryClient, "home", { page: home, data: homeData }) },
    ...(Object.keys(GENRE_SLUGS) as GenreSlug[]).map((slug) =>
      at(paths.genre(slug), "genre-list", {
        page: () => import("./routes/genre-list/genre-list"),
        data: genreListData,
      }),
    ),
    at(paths.login.pattern, "login", {
      page: () => import("./routes/login/login"),
      data: loginData,
    }),
    at(paths.join.pattern, "join", { page: () => import("./routes/join/join") }),
    at(paths.forgotPassword.pattern, "forgot-password", {
      page: () => import("./routes/forgot-password/forgot-password"),
    }),
    at(
      paths.resetPassword.pattern,
      "reset-password",
      { page: () => import("./routes/reset-password/reset-password") },
      browserOnly,
    ),
    at(paths.terms.pattern, "terms", {
      page: () => import("./routes/terms/terms"),
      data: () => import("./routes/terms/terms.data"),
    }),
    at(paths.privacy.pattern, "privacy", {
      page: () => import("./routes/privacy/privacy"),
      data: () => import("./routes/privacy/privacy.data"),
    }),
    at(
      paths.providerReturn.pattern,
      "login-oauth",
      { page: () => import("./routes/login-oauth/login-oauth") },
      browserOnly,
    ),
    at(
      paths.myPage.pattern,
      "my-page",
      { page: () => import("./routes/my-page/my-page") },
      browserOnly,
    ),
    at(
      paths.inbox.pattern,
      "notifications",
      { page: () => import("./routes/notifications/notifications") },
      browserOnly,
    ),
    at(
      paths.admin.pattern,
      "admin",
      {
        page: () => import("./routes/admin/admin"),
        data: () => import("./routes/admin/admin.data"),
      },
      browserOnly,
    ),
    at(paths.search.pattern, "search", {
      page: () => import("./routes/search/search"),
      data: () => import("./routes/search/search.data"),
    }),
    // An address without a concert: the list of every concert.
    { path: "/concert", loader: () => redirect(paths.genre("all")) },
    at(
      paths.concert.pattern,
      "concert",
      {
        page: () => import("./routes/concert/concert"),
        data: () => import("./routes/concert/concert.data"),
      },
      detail,
    ),
    at(
      paths.artist.pattern,
      "artist",
      {
        page: () => import("./routes/artist/artist"),
        data: () => import("./routes/artist/artist.data"),
      },
      detail,
    ),
    at(
      paths.setlist.pattern,
      "setlist",
      {
        page: () => import("./routes/setlist/setlist"),
        data: () => import("./routes/setlist/setlist.data"),
      },
      detail,
    ),
    at(
      paths.pastConcerts.pattern,
      "past-concerts",
      {
        page: () => import("./routes/past-concerts/past-concerts"),
        data: () => import("./routes/past-concerts/past-concerts.data"),
      },
      detail,
    ),
    at(
      paths.predictionAccuracy.pattern,
      "prediction-accuracy",
      {
        page: () => import("./routes/prediction-accuracy/prediction-accuracy"),
        data: () => import("./routes/prediction-accuracy/prediction-accuracy.data"),
      },
      detail,
    ),
    at(
      paths.board.pattern,
      "board",
      {
        page: () => import("./routes/board/board"),
        data: () => import("./routes/board/board.data"),
      },
      detail,
    ),
    { path: "*", Component: NotFound },
  ];

  return [
    {
      element: <AppShell pending={pendingScreen} headerActions={<InboxLink />} />,
      errorElement: <RouteError />,
      HydrateFallback: ShellFallback,
      children: [{ errorElement: <RouteError />, children: screens }],
    },
  ];
}
