import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Providers } from "./app/providers";
import { router } from "./app/router";
import { setSessionExpiredHandler } from "./lib/api-client";
import { paths } from "./lib/paths";
import { restoreSession } from "./lib/session-restore";
import "./styles/global.css";

// The font's stylesheet (a long list of unicode-range slices) loads after the first paint instead
// of blocking it; text shows in the system font until then.
void import("./styles/fonts.css");

setSessionExpiredHandler(() => {
  const { pathname, search } = router.state.location;
  void router.navigate(paths.login(pathname + search));
});
void restoreSession();

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js").catch(() => {
      // Without a service worker the app still works; only offline viewing is lost.
    });
  });
}

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
