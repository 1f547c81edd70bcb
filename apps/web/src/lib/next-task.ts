/**
 * Resolves in a later task of the browser's event loop: work after it does not lengthen the task
 * running now, and the browser can paint and take a tap in between. On a phone's slow CPU one long
 * start-up task is a page that ignores taps; several short ones are not.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
