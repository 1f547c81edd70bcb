import { useEffect, useId, useRef } from "react";
import type { Dialog } from "../../lib/feedback";
import { keepFocusInside } from "../dialog-focus";
import styles from "./feedback-dialog.module.css";

/**
 * A question (confirm) or a link to copy, over the page in a native modal <dialog>: the page is
 * inert, Tab stays inside, Escape and back answer "no". Focus starts on the safe choice (cancel)
 * or on the link, selected, and goes back to where it was when the dialog closes.
 */
export function FeedbackDialog({
  dialog,
  onAnswer,
}: {
  dialog: Dialog;
  onAnswer: (ok: boolean) => void;
}) {
  const element = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const link = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const current = element.current;
    if (!current) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!current.open) current.showModal();
    (link.current ?? cancel.current)?.focus();
    return () => {
      if (current.open) current.close();
      opener?.focus({ preventScroll: true });
    };
  }, []);

  const confirm = dialog.kind === "confirm";
  return (
    <dialog
      ref={element}
      className={styles.dialog}
      role={confirm ? "alertdialog" : undefined}
      aria-labelledby={confirm ? messageId : titleId}
      aria-describedby={confirm ? undefined : messageId}
      onCancel={(event) => {
        event.preventDefault();
        onAnswer(false);
      }}
      onKeyDown={keepFocusInside}
    >
      {!confirm && (
        <h2 id={titleId} className={styles.title}>
          {dialog.title}
        </h2>
      )}
      <p id={messageId} className={styles.message}>
        {dialog.message}
      </p>
      {!confirm && (
        <input
          ref={link}
          className={styles.link}
          readOnly
          value={dialog.link}
          aria-label="링크 주소"
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
      <div className={styles.buttons}>
        {confirm ? (
          <>
            <button
              ref={cancel}
              type="button"
              className={styles.button}
              onClick={() => onAnswer(false)}
            >
              취소
            </button>
            <button
              type="button"
              className={`${styles.button} ${styles.primary}`}
              onClick={() => onAnswer(true)}
            >
              {dialog.confirmLabel}
            </button>
          </>
        ) : (
          <button type="button" className={styles.button} onClick={() => onAnswer(true)}>
            닫기
          </button>
        )}
      </div>
    </dialog>
  );
}
