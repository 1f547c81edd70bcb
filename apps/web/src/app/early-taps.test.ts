import { afterEach, describe, expect, it, vi } from "vitest";
import { holdEarlyTaps } from "./early-taps";

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe("taps before the page is taken over", () => {
  afterEach(() => document.body.replaceChildren());

  it("are held, and made again once when released; links and later taps go through", async () => {
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
    await nextFrame();
    expect(handled).toHaveBeenCalledTimes(1);
    button.click();
    expect(handled).toHaveBeenCalledTimes(2);
  });

  it("wait for their button to be enabled (a heart waiting for the favourite's status)", async () => {
    document.body.innerHTML = `<button type="button">즐겨찾기</button>`;
    const button = document.querySelector("button")!;
    const release = holdEarlyTaps();
    button.click();
    const handled = vi.fn();
    button.addEventListener("click", handled);
    button.disabled = true;
    release();
    await nextFrame();
    expect(handled).not.toHaveBeenCalled();
    button.disabled = false;
    await vi.waitFor(() => expect(handled).toHaveBeenCalledTimes(1), { timeout: 5_000 });
  });
});
