import { type DehydratedState, type QueryClient, hydrate } from "@tanstack/react-query";
import { type RouteObject, createBrowserRouter, matchRoutes } from "react-router";
import { ApiError } from "../lib/api-client";
import { prefetchOnTouch } from "./prefetch-on-touch";
import { createRoutes } from "./route-tree";
import { readServerState } from "./server-state";

/** Loads the code of the first page's lazy routes, so hydration renders what the server did. */
async function resolveLazyRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The server's answers as the page's own. What it found is fresh as of now: a rendered page leaves
 * the server's cache with the answers it shows, so its data is as current as asking again, and
 * data dated at rendering would be stale 30 s later, when every query of a cached page would be
 * asked again on hydration. What it found missing is the error it was, shown as not found at once
 * (as the server rendered it), not asked again on mount.
 */
function fromServer(queryClient: QueryClient, queries: DehydratedState): DehydratedState {
  const now = Date.now();
  return {
    ...queries,
    queries: queries.queries.map((query) => {
      const error = ApiError.revive(query.state.error);
      if (error) {
        queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
        return { ...query, state: { ...query.state, error } };
      }
      if (query.state.status !== "success") return query;
      return { ...query, state: { ...query.state, dataUpdatedAt: now } };
    }),
  };
}

/**
 * The browser's router. When the server rendered the page, its data is put in the query cache
 * and the first page's code is loaded before React takes the page over.
 */
export async function createAppRouter(queryClient: QueryClient) {
  const routes = createRoutes(queryClient);
  prefetchOnTouch(routes);
  const state = readServerState();
  if (!state) return { router: createBrowserRouter(routes), serverRendered: false };
  hydrate(queryClient, fromServer(queryClient, state.queries));
  await resolveLazyRoutes(routes);
  return {
    router: createBrowserRouter(routes, { hydrationData: state.router }),
    serverRendered: true,
  };
}

export type AppRouter = Awaited<ReturnType<typeof createAppRouter>>["router"];
