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
 * The answers the server found missing, as the errors they were: shown as not found at once (as
 * the server rendered them), not asked again on mount.
 */
function reviveNotFound(queryClient: QueryClient, queries: DehydratedState): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) => {
      const error = ApiError.revive(query.state.error);
      if (!error) return query;
      queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
      return { ...query, state: { ...query.state, error } };
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
  hydrate(queryClient, reviveNotFound(queryClient, state.queries));
  await resolveLazyRoutes(routes);
  return {
    router: createBrowserRouter(routes, { hydrationData: state.router }),
    serverRendered: true,
  };
}

export type AppRouter = Awaited<ReturnType<typeof createAppRouter>>["router"];
