import { useState } from "react";
import { useLocation } from "react-router";

const read = (key: string): unknown => {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
};

/**
 * A yes/no that belongs to one visit of a page (is this list expanded?): kept per history entry,
 * so coming back to the page restores it — and the browser's restored scroll position still
 * points at what the fan was looking at.
 */
export function usePageFlag(name: string, initial = false) {
  const { key, pathname } = useLocation();
  const storageKey = `naehan:page:${pathname}:${key}:${name}`;
  const [value, setValue] = useState(() => {
    const stored = read(storageKey);
    return typeof stored === "boolean" ? stored : initial;
  });
  const update = (next: boolean) => {
    setValue(next);
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(next));
    } catch {
      // Storage full or disabled: the state simply does not survive navigation.
    }
  };
  return [value, update] as const;
}
