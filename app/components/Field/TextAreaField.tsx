import type { ReactNode } from "react";
import { Field } from "./Field";

interface TextAreaFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  rows: number;
  maxLength: number;
  defaultValue?: string;
}

/** A field for a message in the visitor's own words, no longer than the form's limit. */
export function TextAreaField({ name, rows, maxLength, defaultValue, ...field }: TextAreaFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <textarea {...control} name={name} rows={rows} maxLength={maxLength} defaultValue={defaultValue} />
      )}
    </Field>
  );
}
