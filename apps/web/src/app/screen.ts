import type { PageHead } from "@naehan/contract";
import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import type { LoaderFunctionArgs, RouteObject } from "react-router";
import type { RouteHandle } from "../components/layout/app-shell";

export type ScreenArgs = Pick<LoaderFunctionArgs, "params" | "request">;

/**
 * What a screen's `<name>.data.ts` exports, beside its component in `routes/<name>/`. It is loaded
 * apart from the screen's code, so the data is asked for while the code is still on its way.
 */
export interface ScreenData {
  /** Somewhere else to send the fan before anything loads (a redirect), or null to stay. */
  guard?: (args: ScreenArgs) => Response | null;
  /** The data it asks for first, requested as soon as navigation starts. */
  load?: (queryClient: QueryClient, args: ScreenArgs) => Promise<unknown>[];
  /**
   * What its page's head says, from that data once it is loaded (the server puts it in the page):
   * the preview card of a shared link, and what to fetch early when the browser renders it.
   */
  head?: (queryClient: QueryClient, args: ScreenArgs) => PageHead;
}

/** What a screen's `<name>.tsx` exports. */
export interface ScreenPage {
  Component: ComponentType;
}

/** A route's handle: the shell's flags, and the screen's data module for the server's head. */
export interface ScreenHandle extends RouteHandle {
  data?: () => Promise<ScreenData>;
}

/**
 * In the browser, data is requested as navigation starts, in parallel with the route's code, and
 * screens show their own loading states rather than holding navigation. On the server the page is
 * rendered once its data is there.
 */
function settle(requests: Promise<unknown>[]): Promise<null> | null {
  return import.meta.env.SSR ? Promise.all(requests).then(() => null) : null;
}

/** The route loader made of a screen's data: its guard, then its first requests. */
export const loaderOf =
  (queryClient: QueryClient, data: ScreenData) =>
  (args: ScreenArgs): Response | Promise<null> | null =>
    data.guard?.(args) ?? settle(data.load?.(queryClient, args) ?? []);

export interface ScreenFiles {
  /** Its component: loaded on demand unless it is part of the first load. */
  page: ScreenPage | (() => Promise<ScreenPage>);
  /** Its data: loaded on demand (apart from the component) unless part of the first load. */
  data?: ScreenData | (() => Promise<ScreenData>);
}

/**
 * A screen's route from the files of its folder. What loads on demand uses React Router's object
 * form of `lazy`, so the data module and the component load side by side.
 */
export function screen(
  queryClient: QueryClient,
  /** Its folder in `routes/`, which holds `<name>.tsx` and `<name>.data.ts`. */
  name: string,
  { page, data }: ScreenFiles,
  handle: Omit<RouteHandle, "module"> = {},
): Pick<RouteObject, "lazy" | "loader" | "Component"> & { handle: ScreenHandle } {
  const lazy: Exclude<RouteObject["lazy"], ((...args: never[]) => unknown) | undefined> = {};
  const route: Pick<RouteObject, "loader" | "Component"> = {};
  if (typeof page === "function") lazy.Component = () => page().then((m) => m.Component);
  else route.Component = page.Component;
  if (typeof data === "function") lazy.loader = () => data().then((d) => loaderOf(queryClient, d));
  else if (data) route.loader = loaderOf(queryClient, data);
  const dataModule = typeof data === "function" ? data : data && (() => Promise.resolve(data));
  return {
    ...route,
    ...(Object.keys(lazy).length > 0 && { lazy }),
    handle: { ...handle, module: `src/app/routes/${name}/${name}.tsx`, data: dataModule },
  };
}
