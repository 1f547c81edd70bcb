import { type ComponentPropsWithoutRef, type ReactNode, useEffect, useRef } from "react";
import { keepFocusInside } from "./dialog-focus";
import { CloseIcon } from "./icons";
import styles from "./dialog-shell.module.css";

type DialogProps = Omit<
  ComponentPropsWithoutRef<"dialog">,
  "onCancel" | "onClick" | "onKeyDown" | "open" | "children"
>;

/**
 * The native modal <dialog> each of the app's dialogs sits in: shown as it mounts (the page
 * behind inert), Tab kept inside, closed as it unmounts with focus back where it was. Escape, and
 * a tap on the backdrop unless `closeOnBackdrop` is false, call `onClose`; the parent closes it by
 * no longer rendering it (through a history entry, so the phone's back button closes it too), so
 * React state and the dialog never disagree. `onShown` runs once it is open (e.g. to say where
 * focus starts) and may return what undoes it.
 */
export function DialogShell({
  onClose,
  onShown,
  closeOnBackdrop = true,
  className,
  children,
  ...props
}: DialogProps & {
  onClose: () => void;
  onShown?: (dialog: HTMLDialogElement) => void | (() => void);
  closeOnBackdrop?: boolean;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  // What it does once shown is the first render's: the dialog opens once.
  const shown = useRef(onShown);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    const undo = shown.current?.(element);
    return () => {
      undo?.();
      if (element.open) element.close();
      opener?.focus({ preventScroll: true });
    };
  }, []);

  return (
    // A click on the backdrop lands on the dialog itself (Escape is the keyboard's way out).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      {...props}
      className={className ? `${styles.shell} ${className}` : styles.shell}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
      onKeyDown={keepFocusInside}
    >
      {children}
    </dialog>
  );
}

/** The button in a dialog's corner that closes it. */
export function DialogCloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.close} onClick={onClick} aria-label={label}>
      <CloseIcon />
    </button>
  );
}
