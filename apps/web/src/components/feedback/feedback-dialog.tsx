import { useEffect, useEffectEvent, useId, useRef } from "react";
import type { Dialog, OpenDialog } from "../../lib/feedback-store";
import { useHistoryOverlay } from "../../lib/use-history-overlay";
import { DialogShell } from "../dialog-shell";
import styles from "./feedback-dialog.module.css";

/**
 * A question from the moment it is asked until it is answered. The dialog is a history entry of
 * its own, so the phone's back button closes it (as "no"); an answer goes back over that entry,
 * and the question is settled once the page is where it was before it was asked.
 */
export function DialogFlow({ dialog }: { dialog: OpenDialog }) {
  const overlay = useHistoryOverlay("dialog");
  const reply = useRef(false);
  const entered = useRef(false);
  const enter = useEffectEvent(() => overlay.show());

  useEffect(() => {
    if (overlay.open) entered.current = true;
    else if (entered.current) dialog.answer(reply.current);
    else enter();
  }, [dialog, overlay.open]);

  const answer = (ok: boolean) => {
    reply.current = ok;
    overlay.hide();
  };
  return overlay.open ? <FeedbackDialog dialog={dialog} onAnswer={answer} /> : null;
}

/**
 * A question (confirm) or a link to copy, over the page in a native modal <dialog>: the page is
 * inert, Tab stays inside, Escape and back answer "no". Focus starts on the safe choice (cancel)
 * or on the link, selected, and goes back to where it was when the dialog closes.
 */
function FeedbackDialog({ dialog, onAnswer }: { dialog: Dialog; onAnswer: (ok: boolean) => void }) {
  const cancel = useRef<HTMLButtonElement>(null);
  const link = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const messageId = useId();

  const confirm = dialog.kind === "confirm";
  return (
    <DialogShell
      className={styles.dialog}
      role={confirm ? "alertdialog" : undefined}
      aria-labelledby={confirm ? messageId : titleId}
      aria-describedby={confirm ? undefined : messageId}
      onClose={() => onAnswer(false)}
      closeOnBackdrop={false}
      onShown={() => (link.current ?? cancel.current)?.focus()}
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
    </DialogShell>
  );
}
