import { type ReactNode, useState } from "react";
import styles from "./collapsible-list.module.css";

/**
 * A list that shows its first `collapsed` items until the toggle expands it (더보기/접기).
 * The toggle appears only when there is something to expand.
 */
export function CollapsibleList<T>({
  items,
  collapsed,
  renderItem,
  getKey,
  label,
  className,
  moreLabel = "더보기",
  lessLabel = "접기",
}: {
  items: readonly T[];
  collapsed: number;
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string | number;
  /** Names the list for the toggle's accessible label, e.g. "즐겨찾는 아티스트". */
  label: string;
  className?: string;
  moreLabel?: string;
  lessLabel?: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const visible = expanded ? items : items.slice(0, collapsed);
  return (
    <>
      <ul className={className} aria-label={label}>
        {visible.map((item, index) => (
          <li key={getKey(item)}>{renderItem(item, index)}</li>
        ))}
      </ul>
      {items.length > collapsed && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-label={`${label} ${expanded ? lessLabel : `${moreLabel} (${items.length - collapsed}개 더)`}`}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? lessLabel : moreLabel}
          <span aria-hidden="true" className={expanded ? styles.up : styles.down} />
        </button>
      )}
    </>
  );
}
