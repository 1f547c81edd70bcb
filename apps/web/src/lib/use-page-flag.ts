import { useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";

const read = (key: string): boolean | undefined => {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? "null");
    return typeof parsed === "boolean" ? parsed : undefined;
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
  // Storage is the browser's alone: the server (and the first render over its HTML) sees nothing
  // stored, and React re-renders with the stored flag right after taking the page over.
  const stored = useSyncExternalStore(
    noSubscription,
    () => read(storageKey),
    () => undefined,
  );
  const [chosen, setChosen] = useState<{ key: string; value: boolean } | null>(null);
  const value = chosen?.key === storageKey ? chosen.value : (stored ?? initial);
  const update = (next: boolean) => {
    setChosen({ key: storageKey, value: next });
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(next));
    } catch {
      // Storage full or disabled: the state simply does not survive navigation.
    }
  };
  return [value, update] as const;
}

const noSubscription = () => () => {};
