import type { ReactNode } from "react";
import { InvalidDataError } from "../lib/api-client";
import styles from "./states.module.css";

/** The one set of loading, error and empty states every screen uses. */
export function LoadingState({ label = "불러오는 중…" }: { label?: string }) {
  return (
    <div className={styles.state} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/**
 * An error with the screen's text and, where the spec has one, a retry button. A body that broke
 * the contract always shows "Invalid data format received from server."
 */
export function ErrorState({
  error,
  message,
  onRetry,
  retryLabel = "Retry",
}: {
  error?: unknown;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  const text = error instanceof InvalidDataError ? error.message : message;
  return (
    <div className={styles.state} role="alert">
      <p className={styles.error}>{text}</p>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className={styles.state}>
      <p>{children}</p>
    </div>
  );
}
