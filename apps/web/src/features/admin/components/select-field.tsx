import { type ReactNode, type SelectHTMLAttributes, forwardRef, useId } from "react";
import { formStyles } from "../../../components/form";
import styles from "./admin.module.css";

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | undefined;
  children: ReactNode;
};

/** A labelled select with its error tied to it, styled like the shared text fields. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, id, className, children, ...select },
  ref,
) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <div className={`${formStyles.field} ${className ?? ""}`}>
      <label htmlFor={selectId} className={formStyles.label}>
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        className={`${formStyles.select} ${styles.select}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        {children}
      </select>
      {error && (
        <p id={errorId} className={formStyles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
