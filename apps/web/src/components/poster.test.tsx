import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Poster, posterSrcSet } from "./poster";

describe("Poster", () => {
  it("offers narrow copies of an uploaded poster and loads lazily unless it leads the page", () => {
    const { container, rerender } = render(<Poster src="/media/abc-1.webp" alt="" />);
    const img = container.querySelector("img")!;
    expect(img.getAttribute("srcset")).toBe(
      "/media/w320/abc-1.webp 320w, /media/w480/abc-1.webp 480w, /media/abc-1.webp 800w",
    );
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("width")).toBe("600");
    rerender(<Poster src="/media/abc-1.webp" alt="" priority />);
    expect(container.querySelector("img")!.getAttribute("loading")).toBe("eager");
  });

  it("offers them for an absolute URL on the server's PUBLIC_URL too", () => {
    expect(posterSrcSet("https://naehan.example/media/abc-1.webp")).toBe(
      "https://naehan.example/media/w320/abc-1.webp 320w, https://naehan.example/media/w480/abc-1.webp 480w, https://naehan.example/media/abc-1.webp 800w",
    );
  });

  it("leaves vector art and other hosts alone", () => {
    expect(posterSrcSet("/media/abc.svg")).toBeUndefined();
    expect(posterSrcSet("https://cdn.example/p.webp")).toBeUndefined();
  });
});
