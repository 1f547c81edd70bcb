/**
 * A server-rendered page shows its buttons before React has taken it over: the screen's code is
 * still on its way, and a tap then would do nothing (or submit a form the browser's own way).
 * Such taps are held, and made again once hydration has begun, when React hydrates the button at
 * once and runs its handler. Links need nothing: they work as plain links until then.
 * Returns the release, to call right after `hydrateRoot` (or when rendering in the browser).
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
    for (const button of held.splice(0)) if (button.isConnected) button.click();
  };
}
