import type { Page } from "@playwright/test";

/** The smallest tap target, each way (WCAG 2.5.5, Apple's and Material's guidance). */
export const MIN_TAP_PX = 44;

/**
 * Every control on screen smaller than 44×44 px, as "what it is (width×height)": links, buttons,
 * fields and anything focusable, but not a link inside a sentence (running text), nor what is
 * hidden, inert behind a modal dialog, or parked out of view until focused (the skip link). Any
 * animation running (a dialog scaling in) is let finish first.
 */
export function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(async (min) => {
    // Measured at rest: a dialog scales in, a menu slides in.
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    );
    const modal = Array.from(document.querySelectorAll("dialog")).filter((d) =>
      d.matches(":modal"),
    );
    const scope = modal.at(-1) ?? document.body;
    const controls = scope.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [tabindex]:not([tabindex="-1"])',
    );
    const small: string[] = [];
    for (const control of Array.from(controls)) {
      if (control.closest('[aria-hidden="true"], [inert], dialog:not([open])')) continue;
      if (getComputedStyle(control).visibility === "hidden") continue;
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.bottom + window.scrollY <= 0) continue;
      const parent = control.parentElement;
      const inSentence =
        control.tagName === "A" &&
        parent?.tagName === "P" &&
        parent.textContent?.trim() !== control.textContent?.trim();
      if (inSentence) continue;
      if (box.width < min || box.height < min) {
        const name = (control.getAttribute("aria-label") ?? control.textContent ?? "").trim();
        small.push(
          `${control.tagName.toLowerCase()} "${name.slice(0, 40)}" (${+box.width.toFixed(1)}×${+box.height.toFixed(1)})`,
        );
      }
    }
    return small;
  }, MIN_TAP_PX);
}
