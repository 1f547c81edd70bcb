import { ChevronRightIcon } from "../../../components/icons";
import styles from "./expand-toggle.module.css";

/** 더보기 / 접기 under a list that shows a few rows until the fan asks for the rest. */
export function ExpandToggle({
  expanded,
  onToggle,
  controls,
  label,
}: {
  expanded: boolean;
  onToggle: () => void;
  /** The id of the list it expands. */
  controls: string;
  /** What is expanded, for a screen reader: "곡 랭킹" → "곡 랭킹 더보기". */
  label: string;
}) {
  const text = expanded ? "접기" : "더보기";
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={`${label} ${text}`}
      onClick={onToggle}
    >
      {text}
      <ChevronRightIcon size={16} className={expanded ? styles.up : styles.down} />
    </button>
  );
}
