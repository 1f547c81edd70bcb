import { type RouteObject, matchRoutes } from "react-router";

/**
 * Starts loading a link's screen (its code, and its data through the route's loader) the moment a
 * finger or pointer goes down on it, ahead of the click that follows. Nothing is fetched before
 * the fan reaches for a link, so the first load spends no bytes on screens never opened.
 */
export function prefetchOnTouch(routes: RouteObject[]) {
  const started = new Set<string>();
  document.addEventListener(
    "pointerdown",
    (event) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank") return;
      const url = new URL(link.href);
      if (url.origin !== location.origin || started.has(url.pathname + url.search)) return;
      started.add(url.pathname + url.search);
      for (const { route, params, pathname } of matchRoutes(routes, url.pathname) ?? []) {
        // The screen's code and its data module, side by side (React Router's object-form lazy).
        const lazy = typeof route.lazy === "object" ? route.lazy : {};
        void lazy.Component?.();
        const loader =
          typeof route.loader === "function" ? Promise.resolve(route.loader) : lazy.loader?.();
        void loader
          ?.then((load) =>
            typeof load === "function"
              ? load({
                  params,
                  request: new Request(url),
                  url,
                  pattern: route.path ?? pathname,
                  context: undefined,
                })
              : null,
          )
          .catch(() => {
            // The navigation, if it follows, asks again and shows the error.
          });
      }
    },
    { capture: true, passive: true },
  );
}
