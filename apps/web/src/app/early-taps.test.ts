import { afterEach, describe, expect, it, vi } from "vitest";
import { holdEarlyTaps } from "./early-taps";

describe("taps before the page is taken over", () => {
  afterEach(() => document.body.replaceChildren());

  it("are held, and made again once, when released; links and later taps go through", () => {
    document.body.innerHTML = `<form><button>즐겨찾기</button></form><a href="#x">링크</a>`;
    const button = document.querySelector("button")!;
    const link = document.querySelector("a")!;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector("form")!.addEventListener("submit", submitted);
    let linkFollowed: boolean | null = null;
    link.addEventListener("click", (event) => {
      linkFollowed = !event.defaultPrevented;
      event.preventDefault();
    });
    const release = holdEarlyTaps();

    button.click();
    button.click();
    link.click();
    expect(submitted).not.toHaveBeenCalled();
    expect(linkFollowed).toBe(true);

    // What hydration would attach.
    const handled = vi.fn();
    button.addEventListener("click", handled);
    release();
    expect(handled).toHaveBeenCalledTimes(1);
    button.click();
    expect(handled).toHaveBeenCalledTimes(2);
  });
});
