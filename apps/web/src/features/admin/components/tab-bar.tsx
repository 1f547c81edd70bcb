import type { KeyboardEvent } from "react";
import styles from "./tab-bar.module.css";

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

/**
 * A row of tabs: `line` for the page's top level, `pill` for the sub-tabs inside one. Arrow keys
 * move between tabs, as in every tab list.
 */
export function TabBar<T extends string>({
  label,
  tabs,
  active,
  onSelect,
  variant,
  idPrefix,
}: {
  label: string;
  tabs: TabItem<T>[];
  active: T;
  onSelect: (id: T) => void;
  variant: "line" | "pill";
  idPrefix: string;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    const index = tabs.findIndex((tab) => tab.id === active);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    document.getElementById(`${idPrefix}-tab-${next.id}`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className={variant === "line" ? styles.line : styles.pill}
    >
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.id}`}
          aria-selected={tab.id === active}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab.id === active ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab.id)}
          onKeyDown={onKeyDown}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
