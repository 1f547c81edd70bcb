import { type DehydratedState, type QueryClient, hydrate } from "@tanstack/react-query";
import { type RouteObject, createBrowserRouter, matchRoutes } from "react-router";
import { ApiError } from "../lib/api-client";
import { prefetchOnTouch } from "./prefetch-on-touch";
import { createRoutes } from "./route-tree";
import { readServerState } from "./server-state";

/**
 * Loads what the first page's lazy routes need to render, so hydration renders what the server
 * did. Their data modules stay unloaded (the server already sent the data): a loader that runs
 * again later, on a revalidation, loads its module then.
 */
async function resolveLazyRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (lazy === undefined || typeof lazy === "function") return;
      const { loader: loadLoader, ...rest } = lazy;
      const loaded = await Promise.all(
        Object.entries(rest).map(async ([key, load]) => [key, await load?.()] as const),
      );
      Object.assign(route, Object.fromEntries(loaded), { lazy: undefined });
      if (loadLoader) {
        route.loader = async (args, context) => {
          const loader = await loadLoader();
          return typeof loader === "function" ? loader(args, context) : null;
        };
      }
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
