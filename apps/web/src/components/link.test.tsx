import { fireEvent, render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { Link } from "./link";

function Page({ name }: { name: string }) {
  const location = useLocation();
  return (
    <main>
      <h1>{name}</h1>
      <p>state: {JSON.stringify(location.state)}</p>
      <Link to="/a">A로</Link>
      <Link to="/b" state={{ from: name }}>
        B로
      </Link>
      <Link to="/b" target="_blank">
        새 탭에서 B
      </Link>
    </main>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/a", element: <Page name="A" /> },
      { path: "/b", element: <Page name="B" /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("Link", () => {
  it("is an anchor to its path whose tap opens the page in the app, with its state", async () => {
    const router = renderAt("/a");
    const link = screen.getByRole("link", { name: "B로" });
    expect(link.getAttribute("href")).toBe("/b");
    fireEvent.click(link);
    expect(await screen.findByRole("heading", { name: "B" })).toBeTruthy();
    expect(screen.getByText('state: {"from":"A"}')).toBeTruthy();
    expect(router.state.historyAction).toBe("PUSH");
  });

  it("replaces the history entry of the page already shown instead of adding one", async () => {
    const router = renderAt("/a");
    const before = router.state.location.key;
    fireEvent.click(screen.getByRole("link", { name: "A로" }));
    await screen.findByRole("heading", { name: "A" });
    expect(router.state.historyAction).toBe("REPLACE");
    expect(router.state.location.key).not.toBe(before);
  });

  it("leaves a click with a modifier key, another button or another target to the browser", () => {
    const router = renderAt("/a");
    const link = screen.getByRole("link", { name: "B로" });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(fireEvent.click(link, init)).toBe(true);
    }
    expect(fireEvent.click(screen.getByRole("link", { name: "새 탭에서 B" }))).toBe(true);
    expect(router.state.location.pathname).toBe("/a");
  });
});
