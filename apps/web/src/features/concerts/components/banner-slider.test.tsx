import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import banner1 from "../../../assets/banners/banner-1.svg?raw";
import banner2 from "../../../assets/banners/banner-2.svg?raw";
import banner3 from "../../../assets/banners/banner-3.svg?raw";
import { BANNER_INTERVAL_MS, BannerSlider, SWIPE_PX } from "./banner-slider";

const current = () => screen.getByText(/\d \/ 3/).textContent;
const banner = () => screen.getByRole("region", { name: "추천 배너" });

/** A finger from (x, y) to (x + dx, y + dy) on the banner. */
function drag(dx: number, dy = 0, pointerType = "touch") {
  const slide = screen.getByRole("button", { name: new RegExp(`^${current()}`) });
  fireEvent.pointerDown(slide, { pointerType, clientX: 200, clientY: 100 });
  fireEvent.pointerUp(slide, { pointerType, clientX: 200 + dx, clientY: 100 + dy });
}

/** An IntersectionObserver stand-in whose reports the test makes. */
function stubVisibility() {
  let report: (visible: boolean) => void = () => {};
  globalThis.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      report = (visible) =>
        callback(
          [{ isIntersecting: visible } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  return (visible: boolean) => act(() => report(visible));
}

describe("BannerSlider", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(globalThis, "IntersectionObserver");
  });

  it("writes each slide's words as page text, in the phone's font, over a picture without any", () => {
    const { container } = render(<BannerSlider />, { wrapper: MemoryRouter });
    const words = [...container.querySelectorAll("[aria-hidden='true'] > span")].map(
      (line) => line.textContent,
    );
    expect(words).toEqual(expect.arrayContaining(["올해 내한,", "한눈에", "미리 떼창 연습"]));
    for (const svg of [banner1, banner2, banner3]) expect(svg).not.toMatch(/<text|font-family/);
  });

  it("loads only the first slide's picture with the page; the next one before it is due", () => {
    const { container } = render(<BannerSlider />, { wrapper: MemoryRouter });
    const pictures = () =>
      [...container.querySelectorAll("[aria-roledescription='slide'] img")].map((img) =>
        img.hasAttribute("src"),
      );
    expect(pictures()).toEqual([true, false, false]);
    act(() => {
      vi.advanceTimersByTime(BANNER_INTERVAL_MS - 1_000);
    });
    expect(pictures()).toEqual([true, true, false]);
    fireEvent.click(screen.getByRole("button", { name: "다음 배너" }));
    expect(pictures()).toEqual([true, true, true]);
  });

  it("advances every 5 seconds and wraps around", () => {
    render(<BannerSlider />, { wrapper: MemoryRouter });
    expect(current()).toBe("1 / 3");
    act(() => {
      vi.advanceTimersByTime(BANNER_INTERVAL_MS - 1);
    });
    expect(current()).toBe("1 / 3");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(current()).toBe("2 / 3");
    act(() => {
      vi.advanceTimersByTime(2 * BANNER_INTERVAL_MS);
    });
    expect(current()).toBe("1 / 3");
  });

  it("steps back with the left zone and forward with the right zone", () => {
    render(<BannerSlider />, { wrapper: MemoryRouter });
    fireEvent.click(screen.getByRole("button", { name: "이전 배너" }));
    expect(current()).toBe("3 / 3");
    fireEvent.click(screen.getByRole("button", { name: "다음 배너" }));
    fireEvent.click(screen.getByRole("button", { name: "다음 배너" }));
    expect(current()).toBe("2 / 3");
  });

  it("restarts the 5 second wait after a manual step", () => {
    render(<BannerSlider />, { wrapper: MemoryRouter });
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    fireEvent.click(screen.getByRole("button", { name: "다음 배너" }));
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    expect(current()).toBe("2 / 3");
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(current()).toBe("3 / 3");
  });

  it("only logs when the slide itself is clicked", () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    render(<BannerSlider />, { wrapper: MemoryRouter });
    fireEvent.click(screen.getByRole("button", { name: /^1 \/ 3/ }));
    expect(log).toHaveBeenCalledOnce();
    expect(current()).toBe("1 / 3");
    log.mockRestore();
  });

  it("swipes left to the next slide and right to the previous one; a short or vertical drag does not", () => {
    render(<BannerSlider />, { wrapper: MemoryRouter });
    drag(-SWIPE_PX);
    expect(current()).toBe("2 / 3");
    drag(SWIPE_PX + 30);
    drag(SWIPE_PX);
    expect(current()).toBe("3 / 3");
    drag(-(SWIPE_PX - 1));
    drag(-60, 90);
    expect(current()).toBe("3 / 3");
  });

  it("holds while a finger is on it and goes on 5 seconds after the last touch", () => {
    render(<BannerSlider />, { wrapper: MemoryRouter });
    const slide = screen.getByRole("button", { name: /^1 \/ 3/ });
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    fireEvent.pointerDown(slide, { pointerType: "touch", clientX: 10, clientY: 10 });
    act(() => {
      vi.advanceTimersByTime(3 * BANNER_INTERVAL_MS);
    });
    expect(current()).toBe("1 / 3");
    fireEvent.pointerUp(slide, { pointerType: "touch", clientX: 10, clientY: 10 });
    act(() => {
      vi.advanceTimersByTime(BANNER_INTERVAL_MS - 1);
    });
    expect(current()).toBe("1 / 3");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(current()).toBe("2 / 3");
  });

  it("keeps rotating after a tap (a tap's emulated mouse does not count as hovering)", () => {
    render(<BannerSlider />, { wrapper: MemoryRouter });
    const slide = screen.getByRole("button", { name: /^1 \/ 3/ });
    fireEvent.pointerEnter(banner(), { pointerType: "touch" });
    fireEvent.pointerDown(slide, { pointerType: "touch", clientX: 10, clientY: 10 });
    fireEvent.pointerUp(slide, { pointerType: "touch", clientX: 10, clientY: 10 });
    fireEvent.mouseEnter(banner());
    act(() => {
      vi.advanceTimersByTime(BANNER_INTERVAL_MS);
    });
    expect(current()).toBe("2 / 3");

    // A real mouse over it does hold it.
    fireEvent.pointerEnter(banner(), { pointerType: "mouse" });
    act(() => {
      vi.advanceTimersByTime(2 * BANNER_INTERVAL_MS);
    });
    expect(current()).toBe("2 / 3");
    fireEvent.pointerLeave(banner(), { pointerType: "mouse" });
    act(() => {
      vi.advanceTimersByTime(BANNER_INTERVAL_MS);
    });
    expect(current()).toBe("3 / 3");
  });

  it("stops while scrolled out of view, and says where it is only then", () => {
    const setVisible = stubVisibility();
    render(<BannerSlider />, { wrapper: MemoryRouter });
    const counter = screen.getByText("1 / 3");
    expect(counter).toHaveAttribute("aria-live", "off");
    setVisible(false);
    act(() => {
      vi.advanceTimersByTime(3 * BANNER_INTERVAL_MS);
    });
    expect(current()).toBe("1 / 3");
    expect(counter).toHaveAttribute("aria-live", "polite");
    setVisible(true);
    act(() => {
      vi.advanceTimersByTime(BANNER_INTERVAL_MS);
    });
    expect(current()).toBe("2 / 3");
  });

  it("does not rotate for a fan who prefers reduced motion, until they start it", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(prefers-reduced-motion: reduce)",
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(<BannerSlider />, { wrapper: MemoryRouter });
    act(() => {
      vi.advanceTimersByTime(3 * BANNER_INTERVAL_MS);
    });
    expect(current()).toBe("1 / 3");
    fireEvent.click(screen.getByRole("button", { name: "배너 자동 넘김 시작" }));
    act(() => {
      vi.advanceTimersByTime(BANNER_INTERVAL_MS);
    });
    expect(current()).toBe("2 / 3");
    vi.unstubAllGlobals();
  });

  it("stops rotating while paused", () => {
    render(<BannerSlider />, { wrapper: MemoryRouter });
    fireEvent.click(screen.getByRole("button", { name: "배너 자동 넘김 멈춤" }));
    act(() => {
      vi.advanceTimersByTime(3 * BANNER_INTERVAL_MS);
    });
    expect(current()).toBe("1 / 3");
  });

  it("leads from each slide to what it promises, while a tap on the slide itself only logs", () => {
    render(<BannerSlider />, { wrapper: MemoryRouter });
    const link = () => screen.getByRole("link", { name: /›$/ });
    expect(link()).toHaveAttribute("href", "/all?sort=soon");
    expect(link()).toHaveTextContent("공연 일정 보기");
    fireEvent.click(screen.getByRole("button", { name: "다음 배너" }));
    expect(link()).toHaveAttribute("href", "/new");
    fireEvent.click(screen.getByRole("button", { name: "다음 배너" }));
    expect(link()).toHaveAttribute("href", "/search");
  });
});
