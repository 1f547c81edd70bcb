import { type ReactNode, useEffect } from "react";
import { ApiError, InvalidDataError } from "../lib/api-client";
import { connectivity, useConnectivity } from "../lib/connectivity";
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
 * the contract always shows "Invalid data format received from server."; a request that failed
 * because the phone is offline shows the offline state instead.
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
  const { offline } = useConnectivity();
  if (offline && error instanceof ApiError && error.code === "NETWORK") {
    return <OfflineState onRetry={onRetry} />;
  }
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

/** What could not be loaded without a network (nothing was kept of it), and a way to try again. */
export function OfflineState({ onRetry }: { onRetry?: () => void }) {
  // While this says nothing was kept, the offline banner does not say it shows what was.
  useEffect(() => connectivity.noteUnsaved(), []);
  return (
    <div className={styles.state} role="alert">
      <p className={styles.offline}>오프라인 상태예요</p>
      <p>이 내용은 아직 저장되지 않았어요. 인터넷에 연결되면 다시 시도해 주세요.</p>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          다시 시도
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
