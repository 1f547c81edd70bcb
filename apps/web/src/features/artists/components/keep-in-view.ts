/**
 * Before a long list collapses: if its top has scrolled out of view, bring it back, so the fan is
 * not left looking at whatever followed the list.
 */
export function keepInView(element: HTMLElement | null) {
  if (element && element.getBoundingClientRect().top < 0) {
    element.scrollIntoView?.({ block: "start" });
  }
}
