import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { Outlet, RouterProvider, createMemoryRouter } from "react-router";
import { FeedbackHost } from "../components/feedback/feedback-host";

/**
 * Renders UI inside a fresh query client and a memory router at `path`, with the app's toasts and
 * dialogs as the app shell has them.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    path = "/",
    routePath = "*",
    queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
    }),
  }: { path?: string; routePath?: string; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <FeedbackHost />
            <Outlet />
          </>
        ),
        children: [
          { path: routePath, element: ui },
          { path: "/login", element: <p>login page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** The JSON body a call sent (the API client always sends JSON text). */
export function sentJson(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== "string") throw new Error("the call sent no JSON body");
  return JSON.parse(init.body);
}

/** The address a fetch was called with, whatever form it took. */
export function fetchedUrl(input: RequestInfo | URL): string {
  return typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
}

type Handler = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

/**
 * A fetch stand-in answering JSON by path (query strings ignored unless a handler reads `url`);
 * unknown paths are 404.
 */
export function stubFetch(routes: Record<string, unknown>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = fetchedUrl(input);
    calls.push({ url, init });
    const key = Object.keys(routes).find((route) => url === route || url.startsWith(`${route}?`));
    if (key === undefined)
      return new Response(JSON.stringify({ code: "NOT_FOUND", message: "없음" }), { status: 404 });
    const value = routes[key];
    if (typeof value === "function") return (value as Handler)(init, url);
    return new Response(JSON.stringify(value), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  };
  globalThis.fetch = fetchMock;
  return calls;
}

/** A JSON answer for a `stubFetch` handler. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

/**
 * An IntersectionObserver stand-in (jsdom has none) that reports every observed element as in
 * view, as a list's end would be once the fan scrolls to it.
 */
export function stubIntersectionObserver() {
  class InView {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      queueMicrotask(() =>
        this.callback(
          [{ isIntersecting: true, target } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        ),
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver = InView as unknown as typeof IntersectionObserver;
}

/** The toasts on screen, oldest first, as a fan would read them. */
export function toastTexts(): string[] {
  return screen
    .queryAllByRole("status", { name: "알림" })
    .flatMap((region) => [...region.querySelectorAll("p")].map((p) => p.textContent ?? ""));
}
