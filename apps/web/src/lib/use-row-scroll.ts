import { type UIEvent, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Storage may be disabled or full: then the position is simply not kept. */
const attempt = <R>(action: () => R) => {
  try {
    return action();
  } catch {
    return null;
  }
};

/**
 * Where a sideways-scrolling row was left, kept per history entry (like `usePageFlag`): coming back
 * to the page puts the row where the fan left it, while a new visit starts at its beginning.
 * Spread the result on the scrolling element.
 */
export function useRowScroll<T extends HTMLElement>(name: string) {
  const { key, pathname } = useLocation();
  const storageKey = `naehan:page:${pathname}:${key}:${name}:x`;
  const ref = useRef<T>(null);

  // Before the first paint, so the row never shows its beginning first.
  useLayoutEffect(() => {
    const saved = Number(attempt(() => sessionStorage.getItem(storageKey)));
    if (ref.current && saved > 0) ref.current.scrollLeft = saved;
  }, [storageKey]);

  const onScroll = (event: UIEvent<T>) => {
    const left = String(Math.round(event.currentTarget.scrollLeft));
    attempt(() => sessionStorage.setItem(storageKey, left));
  };
  return { ref, onScroll };
}
