import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toasts } from "../../../components/feedback/toasts";
import { sessionStore } from "../../../lib/session";
import { stubFetch, toastTexts } from "../../../test/render";
import { tokenFor } from "../../../test/tokens";
import { Component as AdminRoute } from "./admin";
import { guard } from "./admin.data";

beforeEach(() => {
  // Component tests share one module graph per worker: no session may come from another file.
  sessionStore.clear();
  stubFetch({ "/api/artists": [], "/api/new-concerts": [] });
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.clear();
});

function openAdmin() {
  const router = createMemoryRouter(
    [
      { path: "/admin", loader: guard, Component: AdminRoute },
      { path: "/login", element: <p>login page</p> },
      { path: "/", element: <p>home page</p> },
    ],
    { initialEntries: ["/admin"] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Toasts base />
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("/admin guard", () => {
  it("sends a visitor without a token to the login page, to come back afterwards", async () => {
    const router = openAdmin();
    expect(await screen.findByText("login page")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?next=%2Fadmin");
    expect(toastTexts()).toEqual([]);
  });

  it("tells a user without ROLE_ADMIN 'No access permission' and sends them home", async () => {
    sessionStore.signIn({ token: tokenFor(4, ["ROLE_USER"]), refreshToken: "r", nickname: "팬" });
    openAdmin();
    expect(await screen.findByText("home page")).toBeInTheDocument();
    expect(toastTexts()).toEqual(["No access permission"]);
    expect(sessionStore.get().isLoggedIn).toBe(true);
  });

  it("sends an unreadable token to the login page and forgets it", async () => {
    sessionStore.signIn({ token: "not.a-token", refreshToken: "r", nickname: "팬" });
    openAdmin();
    expect(await screen.findByText("login page")).toBeInTheDocument();
    expect(toastTexts()).toEqual([]);
    expect(sessionStore.get().isLoggedIn).toBe(false);
  });

  it("opens the admin page for a token whose roles include ROLE_ADMIN", async () => {
    sessionStore.signIn({
      token: tokenFor(1, ["ROLE_USER", "ROLE_ADMIN"]),
      refreshToken: "r",
      nickname: "관리자",
    });
    openAdmin();
    expect(await screen.findByRole("heading", { name: "관리자" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "아티스트 관리" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("tab", { name: "데이터 동기화" })).toBeInTheDocument();
    expect(toastTexts()).toEqual([]);
  });
});
