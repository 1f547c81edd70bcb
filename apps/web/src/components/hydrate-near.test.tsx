import { act, fireEvent, render, screen } from "@testing-library/react";
import { useEffect, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HydrateNear, hydrationCommitted, hydrationStarts } from "./hydrate-near";

/** The buttons React has taken over, in order. */
let takenOver: string[] = [];

/** A button that counts its presses, and says when React has taken it over. */
function Counter({ name }: { name: string }) {
  const [presses, setPresses] = useState(0);
  useEffect(() => {
    takenOver.push(name);
  }, [name]);
  return (
    <button type="button" onClick={() => setPresses((n) => n + 1)}>
      {name} {presses}
    </button>
  );
}

const page = (
  <main>
    <Counter name="위" />
    <HydrateNear>
      <Counter name="아래" />
    </HydrateNear>
  </main>
);

/** An IntersectionObserver stand-in: `near()` reports every observed element on screen. */
let observed: { element: Element; callback: IntersectionObserverCallback }[] = [];
const near = () =>
  act(async () => {
    for (const { element, callback } of observed.splice(0))
      callback(
        [{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
  });
const realObserver = globalThis.IntersectionObserver;

beforeEach(() => {
  observed = [];
  takenOver = [];
  globalThis.IntersectionObserver = class {
    constructor(private callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      observed.push({ element, callback: this.callback });
    }
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  globalThis.IntersectionObserver = realObserver;
});

let container: HTMLElement | null = null;
afterEach(() => container?.remove());

/** The page as the server sent it, then taken over by React. */
async function hydrate(): Promise<Root> {
  container = document.createElement("div");
  container.innerHTML = renderToString(page);
  document.body.append(container);
  hydrationStarts();
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container!, page);
  });
  hydrationCommitted();
  return root!;
}

describe("HydrateNear", () => {
  it("leaves content further down as the server drew it until the fan scrolls near", async () => {
    const root = await hydrate();
    expect(takenOver).toEqual(["위"]);
    expect(screen.getByRole("button", { name: "아래 0" })).toBeTruthy();
    await near();
    expect(takenOver).toEqual(["위", "아래"]);
    fireEvent.click(screen.getByRole("button", { name: "아래 0" }));
    expect(screen.getByRole("button", { name: "아래 1" })).toBeTruthy();
    act(() => root.unmount());
  });

  it("takes the content over when a finger reaches into it, and the tap counts", async () => {
    const root = await hydrate();
    const below = screen.getByRole("button", { name: "아래 0" });
    await act(async () => {
      fireEvent.pointerDown(below);
      await Promise.resolve();
    });
    expect(takenOver).toEqual(["위", "아래"]);
    fireEvent.click(screen.getByRole("button", { name: "아래 0" }));
    expect(screen.getByRole("button", { name: "아래 1" })).toBeTruthy();
    act(() => root.unmount());
  });

  it("makes a tap on content not yet taken over count, taking it over first", async () => {
    const root = await hydrate();
    expect(takenOver).toEqual(["위"]);
    act(() => {
      fireEvent.click(screen.getByRole("button", { name: "아래 0" }));
    });
    expect(screen.getByRole("button", { name: "아래 1" })).toBeTruthy();
    act(() => root.unmount());
  });

  it("shows content drawn later in the browser at once", () => {
    render(page);
    expect(takenOver).toEqual(["위", "아래"]);
    fireEvent.click(screen.getByRole("button", { name: "아래 0" }));
    expect(screen.getByRole("button", { name: "아래 1" })).toBeTruthy();
    expect(observed).toHaveLength(0);
  });
});
