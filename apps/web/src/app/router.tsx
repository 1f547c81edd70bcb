import { createBrowserRouter, redirect } from "react-router";
import { AppShell } from "../components/layout/app-shell";
import type { RouteHandle } from "../components/layout/app-shell";
import { concertQueryOptions } from "../features/concerts/api/get-concert";
import { predictedSetlistQueryOptions } from "../features/concerts/api/get-predicted-setlist";
import { searchQueryOptions } from "../features/search/api/search";
import { paths } from "../lib/paths";
import { queryClient } from "./query-client";
import { RouteError } from "./route-error";
import { parseRouteId } from "./route-params";
import * as home from "./routes/home";

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
          { path: "*", lazy: () => import("./routes/not-found") },
        ],
      },
    ],
  },
]);
