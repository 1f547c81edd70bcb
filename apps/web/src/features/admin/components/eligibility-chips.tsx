import { ELIGIBILITY_SUGGESTIONS } from "@naehan/contract";
import { useId, useState } from "react";
import { formStyles } from "../../../components/form";
import styles from "./ticket-rounds.module.css";

/**
 * A round's conditions as chips: the usual ones toggled with a tap, any other typed and added
 * (Enter or 추가); a chosen one is removed with its ×.
 */
export function EligibilityChips({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
}) {
  const [draft, setDraft] = useState("");
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const toggle = (condition: string) =>
    onChange(
      value.includes(condition) ? value.filter((c) => c !== condition) : [...value, condition],
    );
  const add = () => {
    const condition = draft.trim();
    if (condition !== "" && !value.includes(condition)) onChange([...value, condition]);
    setDraft("");
  };
  const custom = value.filter((c) => !(ELIGIBILITY_SUGGESTIONS as readonly string[]).includes(c));

  return (
    <fieldset className={styles.chipField} aria-describedby={error ? errorId : undefined}>
      <legend className={formStyles.label}>예매 조건</legend>
      <div className={styles.chipList}>
        {ELIGIBILITY_SUGGESTIONS.map((condition) => (
          <button
            key={condition}
            type="button"
            className={styles.chipToggle}
            aria-pressed={value.includes(condition)}
            onClick={() => toggle(condition)}
          >
            {condition}
          </button>
        ))}
        {custom.map((condition) => (
          <button
            key={condition}
            type="button"
            className={styles.chipToggle}
            aria-pressed
            aria-label={`${condition} 삭제`}
            onClick={() => toggle(condition)}
          >
            {condition} ×
          </button>
        ))}
      </div>
      <div className={styles.chipAdd}>
        <label htmlFor={inputId} className="visually-hidden">
          다른 조건
        </label>
        <input
          id={inputId}
          className={formStyles.input}
          placeholder="다른 조건 (예: 현대카드 결제)"
          value={draft}
          maxLength={40}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className={styles.addButton} onClick={add}>
          추가
        </button>
      </div>
      {error && (
        <p id={errorId} className={formStyles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
