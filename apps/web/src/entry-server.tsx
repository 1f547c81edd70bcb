import { dehydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import { Providers } from "./app/providers";
import type { RouteHandle } from "./components/layout/app-shell";
import { createQueryClient } from "./app/query-client";
import { createRoutes } from "./app/route-tree";
import { serializeState } from "./app/server-state";
import { setApiFetch } from "./lib/api-client";

export type RenderResult =
  | { kind: "page"; status: number; html: string; state: string; modules: string[] }
  | { kind: "redirect"; status: number; location: string };

/**
 * Renders one page on the server: the route's loaders fetch its data through `apiFetch` (the
 * server's own API, in-process), then React renders it to HTML, and the data goes along as JSON
 * for the browser to pick up.
 */
export async function render(request: Request, apiFetch: typeof fetch): Promise<RenderResult> {
  setApiFetch(apiFetch);
  const queryClient = createQueryClient({ server: true });
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(request);
  if (context instanceof Response) {
    return {
      kind: "redirect",
      status: context.status,
      location: context.headers.get("location") ?? "/",
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <Providers client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  const state = serializeState({
    queries: dehydrate(queryClient),
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors,
    },
  });
  queryClient.clear();
  // The screens' source modules, so the server can link their stylesheets and scripts.
  const modules = context.matches.flatMap(({ route }) => {
    const module = (route.handle as RouteHandle | undefined)?.module;
    return module ? [module] : [];
  });
  return { kind: "page", status: context.statusCode, html, state, modules };
}
