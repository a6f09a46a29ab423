import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";
import { TextField } from "@keystar/ui/text-field";
import { useState } from "react";

/**
 * A calendar year, such as 2004, stored as a number. The editor's own number field shows a year
 * with a thousands separator ("2,004"); this one shows it as written.
 */
export function year({
  label,
  min,
  max,
}: {
  label: string;
  min: number;
  max: number;
}): BasicFormField<number | null> {
  const problem = (value: number | null) =>
    value === null || !Number.isInteger(value) || value < min || value > max
      ? `${label}: four digits from ${min} to ${max}, such as 2004`
      : undefined;
  const validate = (value: number | null) => {
    const wrong = problem(value);
    if (wrong) throw new Error(wrong);
    return value;
  };
  const parse = (stored: FormFieldStoredValue) =>
    typeof stored === "number"
      ? stored
      : typeof stored === "string" && /^\d+$/.test(stored)
        ? Number(stored)
        : null;
  return {
    kind: "form",
    label,
    Input({ value, onChange, autoFocus, forceValidation }) {
      const [text, setText] = useState(value === null ? "" : String(value));
      const [blurred, setBlurred] = useState(false);
      return (
        <TextField
          label={label}
          // The editor asks for focus when it opens a field first, as its own fields do.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={autoFocus}
          inputMode="numeric"
          value={text}
          onChange={(typed) => {
            setText(typed);
            onChange(/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : null);
          }}
          onBlur={() => setBlurred(true)}
          errorMessage={forceValidation || blurred ? problem(value) : undefined}
          isRequired
        />
      );
    },
    defaultValue: () => null,
    parse,
    serialize: (value) => ({ value: value ?? undefined }),
    validate,
    reader: { parse: (stored) => validate(parse(stored)) },
  };
}
