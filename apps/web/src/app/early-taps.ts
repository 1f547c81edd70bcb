import { useEffect } from "react";

/**
 * A server-rendered page shows its buttons before React has taken it over: the screen's code is
 * still on its way, and a tap then would do nothing (or submit a form the browser's own way).
 * Such taps are held, and made again once the page is hydrated and the button can take them (a
 * signed-in fan's heart waits for the favourite's status, disabled until then). Links need
 * nothing: they work as plain links until then.
 */
export function holdEarlyTaps(): () => void {
  const held: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.("button");
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(button)) held.push(button);
  };
  document.addEventListener("click", hold, true);
  return () => {
    document.removeEventListener("click", hold, true);
    for (const button of held.splice(0)) whenEnabled(button, () => button.click());
  };
}

/** How long a held tap waits for its button to be enabled. */
const ENABLED_WITHIN_MS = 10_000;

/** Runs `then` once `button` is in the page and enabled, after the renders now pending. */
function whenEnabled(button: HTMLButtonElement, then: () => void) {
  requestAnimationFrame(() => {
    if (!button.isConnected) return;
    if (!button.disabled) return then();
    const observer = new MutationObserver(() => {
      if (!button.isConnected || button.disabled) return;
      stop();
      then();
    });
    const timer = setTimeout(() => stop(), ENABLED_WITHIN_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(button, { attributes: true, attributeFilter: ["disabled"] });
  });
}

/** Calls `release` once React has committed the page it took over (or rendered). */
export function EarlyTapsRelease({ release }: { release: () => void }) {
  useEffect(release, [release]);
  return null;
}
