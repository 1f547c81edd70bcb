import { type UIEvent, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

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
    let saved = 0;
    try {
      saved = Number(sessionStorage.getItem(storageKey)) || 0;
    } catch {
      // Storage disabled: every visit starts at the beginning.
    }
    if (ref.current && saved > 0) ref.current.scrollLeft = saved;
  }, [storageKey]);

  const onScroll = (event: UIEvent<T>) => {
    try {
      sessionStorage.setItem(storageKey, String(Math.round(event.currentTarget.scrollLeft)));
    } catch {
      // Storage full or disabled: the position simply does not survive navigation.
    }
  };
  return { ref, onScroll };
}
