import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { RouterProvider, createMemoryRouter } from "react-router";

/** Renders UI inside a fresh query client and a memory router at `path`. */
export function renderWithProviders(
  ui: ReactElement,
  { path = "/", routePath = "*" }: { path?: string; routePath?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: routePath, element: ui },
      { path: "/login", element: <p>login page</p> },
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

/** A fetch stand-in answering JSON by path; unknown paths are 404. */
export function stubFetch(
  routes: Record<string, unknown | ((init?: RequestInit) => Response | Promise<Response>)>,
) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url =
      typeof input === "string" ? input : input instanceof URL ? input.toString() : input.url;
    calls.push({ url, init });
    const key = Object.keys(routes).find((route) => url === route || url.startsWith(`${route}?`));
    if (key === undefined)
      return new Response(JSON.stringify({ code: "NOT_FOUND", message: "없음" }), { status: 404 });
    const value = routes[key];
    if (typeof value === "function")
      return (value as (init?: RequestInit) => Response | Promise<Response>)(init);
    return new Response(JSON.stringify(value), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return calls;
}
