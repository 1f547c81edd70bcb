import type { ReactNode } from "react";
import styles from "./admin.module.css";

/** 새 ○○ 등록, or ○○ 수정 with the name being edited. */
export function FormHead({
  id,
  editing,
  noun,
  name,
}: {
  id: string;
  editing: boolean;
  noun: string;
  name?: string | undefined;
}) {
  return (
    <div className={styles.formHead}>
      <h2 id={id} className={styles.sectionTitle}>
        {editing ? `${noun} 수정` : `새 ${noun} 등록`}
      </h2>
      {editing && name && <p className={styles.editing}>수정 중 · {name}</p>}
    </div>
  );
}

/** Submit, and while editing a cancel button that goes back to creating. */
export function FormActions({
  editing,
  pending,
  onCancel,
}: {
  editing: boolean;
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    <div className={styles.actions}>
      {editing && (
        <button type="button" className={styles.cancel} onClick={onCancel} disabled={pending}>
          취소
        </button>
      )}
      <button
        type="submit"
        className={styles.submit}
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {pending ? "저장 중…" : editing ? "수정 저장" : "등록"}
      </button>
    </div>
  );
}

export function FormMessage({
  tone,
  children,
}: {
  tone: "error" | "success";
  children: ReactNode;
}) {
  return tone === "error" ? (
    <p className={styles.errorBox} role="alert">
      {children}
    </p>
  ) : (
    <p className={styles.successBox} role="status">
      {children}
    </p>
  );
}

/** 수정 and 삭제 for one table row; 삭제 is disabled while this row's delete runs. */
export function RowActions({
  name,
  deleting,
  onEdit,
  onDelete,
}: {
  /** Names the row for screen readers: "{name} 수정". */
  name: string;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className={styles.rowActions}>
      <button type="button" className={styles.edit} aria-label={`${name} 수정`} onClick={onEdit}>
        수정
      </button>
      <button
        type="button"
        className={styles.delete}
        aria-label={`${name} 삭제`}
        disabled={deleting}
        onClick={onDelete}
      >
        삭제
      </button>
    </div>
  );
}
