import { type ReactNode, useId } from "react";
import { DialogCloseButton, DialogShell } from "./dialog-shell";
import { Toasts } from "./feedback/toasts";
import styles from "./modal.module.css";

/**
 * A modal dialog on the native <dialog>: the page behind is inert and Tab stays inside, Escape
 * and the close button call `onClose`, a tap on the backdrop too, and focus returns to where it
 * was when the dialog closes. The parent decides whether it is shown by rendering it or not (and
 * opens it through the URL or a history entry, so the phone's back button closes it). Toasts
 * shown while it is open appear in it: the page behind is inert to screen readers too.
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
  closeLabel = "닫기",
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Stays in view at the bottom while the body scrolls (e.g. a reply box). */
  footer?: ReactNode;
  closeLabel?: string;
}) {
  const titleId = useId();

  return (
    <DialogShell
      className={styles.modal}
      aria-labelledby={titleId}
      tabIndex={-1}
      onClose={onClose}
      onShown={(element) => {
        // Start reading at the top rather than on the first button (the close button).
        element.focus();
        // The page behind keeps its place and does not scroll under the sheet.
        const root = document.documentElement;
        const overflow = root.style.overflow;
        root.style.overflow = "hidden";
        return () => {
          root.style.overflow = overflow;
        };
      }}
    >
      <div className={styles.sheet}>
        <header className={styles.bar}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <DialogCloseButton label={closeLabel} onClick={onClose} />
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
      <Toasts />
    </DialogShell>
  );
}
