import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AppShell } from "./app-shell";

function renderShell(path = "/pop") {
  const router = createMemoryRouter(
    [
      {
        element: <AppShell />,
        children: [
          { path: "/pop", element: <h1>POP</h1> },
          { path: "/rock", element: <h1>ROCK</h1> },
        ],
      },
    ],
    { initialEntries: ["/", path], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const openMenu = async () => {
  fireEvent.click(screen.getByRole("button", { name: "메뉴 열기" }));
  return screen.findByRole("dialog", { name: "메뉴" });
};

describe("the side menu", () => {
  it("is closed by the phone's back button, which stays on the page", async () => {
    const router = renderShell();
    await openMenu();
    expect(router.state.location.pathname).toBe("/pop");
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "메뉴" })).toBeNull());
    expect(router.state.location.pathname).toBe("/pop");
    expect(screen.getByRole("heading", { name: "POP" })).toBeInTheDocument();
  });

  it("closes with its button, going back over its own entry", async () => {
    const router = renderShell();
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole("button", { name: "메뉴 닫기" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "메뉴" })).toBeNull());
    expect(router.state.historyAction).toBe("POP");
    expect(router.state.location.pathname).toBe("/pop");
  });

  it("leads on in place of itself: back from there returns to the page, not the menu", async () => {
    const router = renderShell();
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole("link", { name: "ROCK" }));
    expect(await screen.findByRole("heading", { name: "ROCK" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "메뉴" })).toBeNull();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole("heading", { name: "POP" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "메뉴" })).toBeNull();
  });

  it("leads to 예측 정확도, the page that checks the predictions against what was played", async () => {
    const router = renderShell();
    const menu = await openMenu();
    const link = within(menu).getByRole("link", { name: "예측 정확도" });
    expect(link).toHaveAttribute("href", "/prediction-accuracy");
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe("/prediction-accuracy"));
  });
});
