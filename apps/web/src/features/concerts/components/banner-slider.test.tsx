import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BANNER_INTERVAL_MS, BannerSlider } from "./banner-slider";

const current = () => screen.getByText(/\d \/ 3/).textContent;

describe("BannerSlider", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("advances every 5 seconds and wraps around", () => {
    render(<BannerSlider />);
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
    render(<BannerSlider />);
    fireEvent.click(screen.getByRole("button", { name: "이전 배너" }));
    expect(current()).toBe("3 / 3");
    fireEvent.click(screen.getByRole("button", { name: "다음 배너" }));
    fireEvent.click(screen.getByRole("button", { name: "다음 배너" }));
    expect(current()).toBe("2 / 3");
  });

  it("restarts the 5 second wait after a manual step", () => {
    render(<BannerSlider />);
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
    render(<BannerSlider />);
    fireEvent.click(screen.getByRole("button", { name: /^1 \/ 3/ }));
    expect(log).toHaveBeenCalledOnce();
    expect(current()).toBe("1 / 3");
    log.mockRestore();
  });

  it("stops rotating while paused", () => {
    render(<BannerSlider />);
    fireEvent.click(screen.getByRole("button", { name: "배너 자동 넘김 멈춤" }));
    act(() => {
      vi.advanceTimersByTime(3 * BANNER_INTERVAL_MS);
    });
    expect(current()).toBe("1 / 3");
  });
});
