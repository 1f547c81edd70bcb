import { useCallback, useSyncExternalStore } from "react";

/**
 * The time, ticking every `intervalMs` (floored to it, so it reads the same between ticks); null
 * while the server renders and the page hydrates, so both agree and a countdown appears once the
 * page is live.
 */
export function useNow(intervalMs = 1000): number | null {
  const subscribe = useCallback(
    (onTick: () => void) => {
      const timer = setInterval(onTick, intervalMs);
      return () => clearInterval(timer);
    },
    [intervalMs],
  );
  return useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / intervalMs) * intervalMs,
    () => null,
  );
}
