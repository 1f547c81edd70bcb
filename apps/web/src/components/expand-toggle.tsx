import { ChevronRightIcon } from "./icons";
import styles from "./expand-toggle.module.css";

/** 더보기 / 접기 under a list that shows a few rows until the fan asks for the rest. */
export function ExpandToggle({
  expanded,
  onToggle,
  controls,
  label,
  hiddenCount,
}: {
  expanded: boolean;
  onToggle: () => void;
  /** The id of the list it expands. */
  controls: string;
  /** What is expanded, for a screen reader: "곡 랭킹" → "곡 랭킹 더보기". */
  label: string;
  /** How many rows expanding shows in addition, when known: "곡 랭킹 더보기 (25개 더)". */
  hiddenCount?: number;
}) {
  const text = expanded ? "접기" : "더보기";
  const more = !expanded && hiddenCount ? ` (${hiddenCount}개 더)` : "";
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={`${label} ${text}${more}`}
      onClick={onToggle}
    >
      {text}
      <ChevronRightIcon size={16} className={expanded ? styles.up : styles.down} />
    </button>
  );
}
