import { AsyncLocalStorage } from "node:async_hooks";
import type { ApiFetch, PageHead, RenderResult } from "@naehan/contract";
import { type QueryClient, defaultShouldDehydrateQuery, dehydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import {
  type StaticHandler,
  type StaticHandlerContext,
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
} from "react-router";
import { Providers } from "./app/providers";
import { createQueryClient } from "./app/query-client";
import { createRoutes } from "./app/route-tree";
import { serializeState } from "./app/server-state";
import { isNotFound, setApiFetchSource } from "./lib/api-client";
import { parseRouteId } from "./app/route-params";
import type { ScreenHandle } from "./app/screen";

/**
 * Each render's own way to the API. Pages render concurrently: every request a render makes (its
 * loaders', its queries') finds the render's `apiFetch` here, never another page's.
 */
const renders = new AsyncLocalStorage<ApiFetch>();
setApiFetchSource(() => renders.getStore());

const handleOf = (route: { handle?: unknown }) => route.handle as ScreenHandle | undefined;

/** What the deepest screen of the page declares for its head, from the data loaded for it. */
async function headOf(queryClient: QueryClient, context: StaticHandlerContext, request: Request) {
  const match = context.matches.findLast(({ route }) => handleOf(route)?.data !== undefined);
  const data = await (match && handleOf(match.route)?.data?.());
  if (!match || !data) return {};
  return data.head?.(queryClient, { params: match.params, request }) ?? {};
}

/**
 * 404 when the page names nothing: an address no route has, an id that cannot be one, or a
 * concert, artist, setlist or board the API says does not exist. (Measured before the render
 * clears the query client.)
 */
function statusOf(context: StaticHandlerContext, queryClient: QueryClient): number {
  const leaf = context.matches.at(-1);
  if (!leaf || leaf.route.path === "*") return 404;
  const badId = Object.entries(leaf.params).some(
    ([name, value]) => name.endsWith("Id") && parseRouteId(value) === null,
  );
  const missing = queryClient
    .getQueryCache()
    .getAll()
    .some(({ state }) => isNotFound(state.error));
  return badId || missing ? 404 : context.statusCode;
}

type Loaded =
  | Exclude<RenderResult, { kind: "page" }>
  | {
      kind: "loaded";
      queryClient: QueryClient;
      handler: StaticHandler;
      context: StaticHandlerContext;
      head: PageHead;
    };

/** Runs the page's loaders (its data lands in a query client of its own) and reads its head. */
async function load(request: Request): Promise<Loaded> {
  const queryClient = createQueryClient({ server: true });
  const routes = createRoutes(queryClient);
  const matches = matchRoutes(routes, new URL(request.url).pathname) ?? [];
  if (matches.some(({ route }) => handleOf(route)?.browserOnly)) return { kind: "shell", head: {} };
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) {
    return {
      kind: "redirect",
      status: context.status,
      location: context.headers.get("location") ?? "/",
    };
  }
  const head = await headOf(queryClient, context, request);
  return { kind: "loaded", queryClient, handler, context, head };
}

/**
 * Renders one page on the server: the route's loaders fetch its data through `apiFetch` (the
 * server's own API, in-process), then React renders it to HTML, and the data goes along as JSON
 * for the browser to pick up, with the head the page's screen declares.
 */
export function render(request: Request, apiFetch: ApiFetch): Promise<RenderResult> {
  return renders.run(apiFetch, async (): Promise<RenderResult> => {
    const loaded = await load(request);
    if (loaded.kind !== "loaded") return loaded;
    const { queryClient, handler, context, head } = loaded;
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <StrictMode>
        <Providers client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
    );
    const state = serializeState({
      // What was not found goes along too: the browser shows the same not-found screen, unasked.
      queries: dehydrate(queryClient, {
        shouldDehydrateQuery: (query) =>
          defaultShouldDehydrateQuery(query) || isNotFound(query.state.error),
      }),
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
      },
    });
    const status = statusOf(context, queryClient);
    queryClient.clear();
    // The screens' source modules, so the server can link their stylesheets and scripts.
    const modules = context.matches.flatMap(({ route }) => {
      const module = handleOf(route)?.module;
      return module ? [module] : [];
    });
    return { kind: "page", status, html, state, modules, head };
  });
}

/** The page's head alone (its data without React), for a page whose rendering failed. */
export function renderHead(request: Request, apiFetch: ApiFetch): Promise<PageHead> {
  return renders.run(apiFetch, async () => {
    const loaded = await load(request);
    return loaded.kind === "redirect" ? {} : loaded.head;
  });
}
