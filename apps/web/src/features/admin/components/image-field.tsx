import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPES } from "@naehan/contract";
import { useEffect, useId, useMemo, useState } from "react";
import styles from "./image-field.module.css";

/** Why a chosen file cannot be sent, or null; the server checks the content again. */
export function imageProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return "JPEG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.";
  }
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)}MB` : `${Math.ceil(bytes / 1024)}KB`;

/**
 * An image upload with its preview: the chosen file, else the current image, else an empty frame
 * of the right shape. Choosing nothing keeps the current image.
 */
export function ImageField({
  label,
  shape,
  currentUrl,
  file,
  onChange,
}: {
  label: string;
  shape: "square" | "poster";
  currentUrl: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const shown = preview ?? currentUrl;
  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${inputId}-label`}>
        {label}
      </span>
      <div className={styles.row}>
        <div className={`${styles.frame} ${styles[shape]}`}>
          {shown ? (
            <img src={shown} alt={`${label} 미리보기`} className={styles.image} />
          ) : (
            <span className={styles.empty}>이미지 없음</span>
          )}
        </div>
        <div className={styles.side}>
          <input
            id={inputId}
            type="file"
            accept={IMAGE_TYPES.join(",")}
            aria-label={label}
            aria-describedby={`${inputId}-hint`}
            className="visually-hidden"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              event.target.value = "";
              if (!chosen) return;
              const why = imageProblem(chosen);
              setProblem(why);
              onChange(why ? null : chosen);
            }}
          />
          <label htmlFor={inputId} className={styles.pick}>
            {file || currentUrl ? "다른 이미지 선택" : "이미지 선택"}
          </label>
          {file ? (
            <p className={styles.fileName}>
              {file.name} · {sizeText(file.size)}
              <button type="button" className={styles.clear} onClick={() => onChange(null)}>
                선택 취소
              </button>
            </p>
          ) : null}
          <p id={`${inputId}-hint`} className={styles.hint}>
            JPEG·PNG·WebP·GIF, 5MB 이하.
            {currentUrl && !file ? " 선택하지 않으면 지금 이미지를 유지해요." : ""}
          </p>
          {problem && (
            <p className={styles.error} role="alert">
              {problem}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
