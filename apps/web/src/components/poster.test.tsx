import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Poster, posterBackdrop, posterSrcSet } from "./poster";

describe("Poster", () => {
  it("offers narrow copies of an uploaded poster and loads lazily unless it leads the page", () => {
    const { container, rerender } = render(<Poster src="/media/abc-1.webp" alt="" />);
    const img = container.querySelector("img")!;
    expect(img.getAttribute("srcset")).toBe(
      "/media/w160/abc-1.webp 160w, /media/w280/abc-1.webp 280w, /media/w320/abc-1.webp 320w, /media/w400/abc-1.webp 400w, /media/abc-1.webp 800w",
    );
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("width")).toBe("600");
    rerender(<Poster src="/media/abc-1.webp" alt="" priority />);
    expect(container.querySelector("img")!.getAttribute("loading")).toBe("eager");
  });

  it("offers them for an absolute URL on the server's PUBLIC_URL too", () => {
    expect(posterSrcSet("https://naehan.example/media/abc-1.webp")).toBe(
      "https://naehan.example/media/w160/abc-1.webp 160w, https://naehan.example/media/w280/abc-1.webp 280w, https://naehan.example/media/w320/abc-1.webp 320w, https://naehan.example/media/w400/abc-1.webp 400w, https://naehan.example/media/abc-1.webp 800w",
    );
  });

  it("offers raster copies of stored vector art, and its blurred backdrop", () => {
    expect(posterSrcSet("/media/abc.svg")).toBe(
      "/media/w160/abc.webp 160w, /media/w280/abc.webp 280w, /media/w320/abc.webp 320w, /media/w400/abc.webp 400w, /media/w480/abc.webp 480w",
    );
    expect(posterBackdrop("/media/abc.svg")).toBe("/media/w24/abc.webp");
  });

  it("leaves other hosts and the app's own art alone", () => {
    expect(posterSrcSet("https://cdn.example/p.webp")).toBeUndefined();
    expect(posterSrcSet("/assets/fallback-poster-1a2b.svg")).toBeUndefined();
    expect(posterBackdrop("https://cdn.example/p.webp")).toBeNull();
  });
});
