import { act, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Poster, imageCopies, posterBackdrop } from "./poster";

const copies = (base: string, stem: string, format: string) =>
  [160, 280, 320, 400, 480, 800].map((w) => `${base}/w${w}/${stem}.${format} ${w}w`).join(", ");

describe("Poster", () => {
  it("offers a stored poster's copies, AVIF first, and loads lazily unless it leads the page", () => {
    const { container, rerender } = render(<Poster src="/media/abc-1.webp" alt="" />);
    const img = container.querySelector("picture > img")!;
    expect(img.getAttribute("srcset")).toBe(copies("/media", "abc-1", "webp"));
    expect(img.getAttribute("src")).toBe("/media/abc-1.webp");
    const avif = container.querySelector("picture > source")!;
    expect(avif.getAttribute("type")).toBe("image/avif");
    expect(avif.getAttribute("srcset")).toBe(copies("/media", "abc-1", "avif"));
    expect(avif.getAttribute("sizes")).toBe(img.getAttribute("sizes"));
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("width")).toBe("600");
    rerender(<Poster src="/media/abc-1.webp" alt="" priority />);
    expect(container.querySelector("img")!.getAttribute("loading")).toBe("eager");
  });

  it("offers them for an absolute URL on the server's PUBLIC_URL too", () => {
    expect(imageCopies("https://naehan.example/media/abc-1.webp")).toEqual({
      avif: copies("https://naehan.example/media", "abc-1", "avif"),
      webp: copies("https://naehan.example/media", "abc-1", "webp"),
    });
  });

  it("offers raster copies of stored vector art, and its blurred backdrop", () => {
    expect(imageCopies("/media/abc.svg")).toEqual({
      avif: copies("/media", "abc", "avif"),
      webp: copies("/media", "abc", "webp"),
    });
    expect(posterBackdrop("/media/abc.svg")).toBe("/media/w24/abc.webp");
  });

  it("asks for nothing while far off, then for the copies", () => {
    let report: (near: boolean) => void = () => {};
    const before = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        report = (near) =>
          callback(
            [{ isIntersecting: near } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      const { container } = render(<Poster src="/media/abc.svg" alt="" offscreen />);
      const img = () => container.querySelector("img")!;
      expect(img().hasAttribute("src")).toBe(false);
      expect(img().hasAttribute("srcset")).toBe(false);
      expect(container.querySelector("source")!.hasAttribute("srcset")).toBe(false);
      act(() => report(true));
      expect(img().getAttribute("srcset")).toBe(copies("/media", "abc", "webp"));
      expect(container.querySelector("source")!.getAttribute("srcset")).toBe(
        copies("/media", "abc", "avif"),
      );
    } finally {
      globalThis.IntersectionObserver = before;
    }
  });

  it("leaves other hosts and the app's own art alone", () => {
    expect(imageCopies("https://cdn.example/p.webp")).toBeNull();
    expect(imageCopies("/assets/fallback-poster-1a2b.svg")).toBeNull();
    expect(posterBackdrop("https://cdn.example/p.webp")).toBeNull();
    const { container } = render(<Poster src="https://cdn.example/p.webp" alt="" />);
    expect(container.querySelector("picture")).toBeNull();
    expect(container.querySelector("img")!.getAttribute("src")).toBe("https://cdn.example/p.webp");
  });
});
