import type { ReactNode } from "react";
import styles from "./Field.module.css";

/** What a field's control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  className?: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className={styles.error}>
      <span className="visually-hidden">Error: </span>
      {error}
    </p>
  );
}

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  /** For short answers such as a postcode: a narrow box hints at the length expected. */
  narrow?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled form control with its hint and its error. The error sits between the label and the
 * control, and the control points at both with aria-describedby, so a screen reader reads the
 * problem with the field.
 */
export function Field({ id, label, hint, error, optional, narrow, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div
      className={[styles.field, error && styles.invalid, narrow && styles.narrow].filter(Boolean).join(" ")}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
      {children({
        id,
        className: styles.control,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(hintId, errorId),
      })}
    </div>
  );
}
