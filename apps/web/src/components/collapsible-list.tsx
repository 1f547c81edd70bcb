import { type ReactNode, useId, useState } from "react";
import { ExpandToggle } from "./expand-toggle";

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
}: {
  items: readonly T[];
  collapsed: number;
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string | number;
  /** Names the list for the toggle's accessible label, e.g. "즐겨찾는 아티스트". */
  label: string;
  className?: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const visible = expanded ? items : items.slice(0, collapsed);
  return (
    <>
      <ul id={id} className={className} aria-label={label}>
        {visible.map((item, index) => (
          <li key={getKey(item)}>{renderItem(item, index)}</li>
        ))}
      </ul>
      {items.length > collapsed && (
        <ExpandToggle
          expanded={expanded}
          onToggle={() => setExpanded((e) => !e)}
          controls={id}
          label={label}
          hiddenCount={items.length - collapsed}
        />
      )}
    </>
  );
}
