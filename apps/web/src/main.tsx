import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { EarlyTapsRelease, holdEarlyTaps } from "./app/early-taps";
import { hydrationCommitted, hydrationStarts } from "./components/hydrate-near";
import { Providers } from "./app/providers";
import { queryClient } from "./app/query-client";
import { createAppRouter } from "./app/router";
import { setSessionExpiredHandler } from "./lib/api-client";
import { paths, safeNext } from "./lib/paths";
import { restoreSession } from "./lib/session-restore";
import "./styles/global.css";

void restoreSession();
const releaseEarlyTaps = holdEarlyTaps();
/** The page is React's: held taps are made again, and what mounts from now on shows at once. */
const pageTakenOver = () => {
  hydrationCommitted();
  releaseEarlyTaps();
};

if (import.meta.env.PROD && "serviceWorker" in navigator) {
  const { serviceWorker } = navigator;
  // The page of a first visit loaded before the worker controlled it: once it does, it is asked
  // to keep the page the fan is reading, so an offline reload still shows it.
  if (!serviceWorker.controller) {
    serviceWorker.addEventListener(
      "controllerchange",
      () => {
        const { pathname, search } = window.location;
        serviceWorker.controller?.postMessage({
          type: "naehan:keep-page",
          path: pathname + search,
        });
      },
      { once: true },
    );
  }
  window.addEventListener("load", () => {
    serviceWorker.register("/sw.js").catch(() => {
      // Without a service worker the app still works; only offline viewing is lost.
    });
  });
}

async function start() {
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing from index.html");
  const { router, serverRendered } = await createAppRouter(queryClient);
  setSessionExpiredHandler(() => {
    const { pathname, search } = router.state.location;
    void router.navigate(paths.login(pathname + search));
  });
  // A tapped alert, in this tab: the service worker focused it and says which page to show.
  navigator.serviceWorker?.addEventListener("message", (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; path?: unknown } | null;
    if (data?.type === "naehan:open" && typeof data.path === "string") {
      void router.navigate(safeNext(data.path));
    }
  });
  const app = (
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
        <EarlyTapsRelease release={pageTakenOver} />
      </Providers>
    </StrictMode>
  );
  // Hydration as a transition: React yields to the browser every few milliseconds instead of
  // hydrating the whole page in one long task (docs/decisions/020-first-load-without-validators.md).
  // What is further down waits to be taken over until the fan nears it (HydrateNear).
  if (serverRendered) {
    hydrationStarts();
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else createRoot(root).render(app);
}

start().catch((error: unknown) => {
  // Without the app, taps go back to what the page alone does.
  releaseEarlyTaps();
  console.error(error);
});
