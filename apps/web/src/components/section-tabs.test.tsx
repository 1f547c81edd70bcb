import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SectionTabs } from "./section-tabs";

const sections = [
  { id: "song-ranking", label: "곡 랭킹", content: <h2>곡 랭킹</h2> },
  { id: "past-concerts", label: "지난 공연", content: <h2>지난 공연</h2> },
];

/** Puts an element's top at `top` px from the viewport's top. */
function placeAt(element: Element, top: number) {
  element.getBoundingClientRect = () => ({ top, bottom: top + 400 }) as DOMRect;
}

const tab = (name: string) => screen.getByRole("link", { name });

// jsdom lays nothing out: the bar sits under the header, every section starts far below.
beforeEach(() => {
  Element.prototype.getBoundingClientRect = function (this: Element) {
    return (
      this.tagName === "NAV" ? { top: 56, bottom: 104 } : { top: 1000, bottom: 1400 }
    ) as DOMRect;
  };
});

/** Scrolls, then lets the next animation frame (where the bar updates) run. */
async function scroll() {
  await act(async () => {
    window.dispatchEvent(new Event("scroll"));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

describe("SectionTabs", () => {
  it("links every section and marks the first one at the start", () => {
    render(<SectionTabs label="바로가기" sections={sections} />);
    expect(screen.getByRole("navigation", { name: "바로가기" })).toBeInTheDocument();
    expect(tab("곡 랭킹")).toHaveAttribute("href", "#song-ranking");
    expect(tab("곡 랭킹")).toHaveAttribute("aria-current", "location");
    expect(tab("지난 공연")).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("region", { name: "지난 공연" })).toHaveAttribute(
      "id",
      "past-concerts",
    );
  });

  it("scrolls to a section when its tab is clicked, marks it and moves focus there", () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(<SectionTabs label="바로가기" sections={sections} />);

    fireEvent.click(tab("지난 공연"));
    const target = screen.getByRole("region", { name: "지난 공연" });
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toBe(target);
    expect(tab("지난 공연")).toHaveAttribute("aria-current", "location");
    expect(tab("곡 랭킹")).not.toHaveAttribute("aria-current");
    expect(target).toHaveFocus();
  });

  it("marks the section that has scrolled under the bar", async () => {
    render(<SectionTabs label="바로가기" sections={sections} />);
    const ranking = screen.getByRole("region", { name: "곡 랭킹" });
    const past = screen.getByRole("region", { name: "지난 공연" });

    placeAt(ranking, -300);
    placeAt(past, 90);
    await scroll();
    expect(tab("지난 공연")).toHaveAttribute("aria-current", "location");

    placeAt(ranking, 80);
    placeAt(past, 700);
    await scroll();
    expect(tab("곡 랭킹")).toHaveAttribute("aria-current", "location");
    expect(tab("지난 공연")).not.toHaveAttribute("aria-current");
  });
});
