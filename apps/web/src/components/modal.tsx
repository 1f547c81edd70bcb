import { type ReactNode, useEffect, useId, useRef } from "react";
import { keepFocusInside } from "./dialog-focus";
import { Toasts } from "./feedback/toasts";
import { CloseIcon } from "./icons";
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
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    // Start reading at the top rather than on the first button (the close button).
    element.focus();
    // The page behind keeps its place and does not scroll under the sheet.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = overflow;
      if (element.open) element.close();
      opener?.focus({ preventScroll: true });
    };
  }, []);

  return (
    // A click on the backdrop lands on the dialog itself: close then.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={styles.modal}
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={(event) => {
        // Escape: the parent closes it, so React state and the dialog never disagree.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={keepFocusInside}
    >
      <div className={styles.sheet}>
        <header className={styles.bar}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={() => onClose()}
            aria-label={closeLabel}
          >
            <CloseIcon />
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
      <Toasts />
    </dialog>
  );
}
