import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";
import { HStack } from "@keystar/ui/layout";
import { TextField } from "@keystar/ui/text-field";
import { useState } from "react";
import { rangeProblem } from "../finder-limits";

export interface PostcodeRange {
  from: string;
  to: string;
}

const asText = (value: unknown) =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

/**
 * A range of postcodes, both ends inclusive, stored as `{ from: '3171', to: '3175' }`. The editor's
 * own fields check one value at a time; this one also refuses a range that starts after it ends,
 * showing why under the range before a save (the build checks the same rule: app/content/finder.ts).
 */
export function postcodeRange({
  label,
  description,
}: {
  label: string;
  description?: string;
}): BasicFormField<PostcodeRange> {
  const validate = (value: PostcodeRange) => {
    const problem = rangeProblem(value.from, value.to);
    if (problem) throw new Error(`${label} ${problem}`);
    return value;
  };
  const parse = (stored: FormFieldStoredValue): PostcodeRange => {
    const value = (typeof stored === "object" && stored !== null ? stored : {}) as Record<string, unknown>;
    return { from: asText(value.from), to: asText(value.to) };
  };
  return {
    kind: "form",
    label,
    Input({ value, onChange, autoFocus, forceValidation }) {
      const [blurred, setBlurred] = useState(false);
      const problem = forceValidation || blurred ? rangeProblem(value.from, value.to) : undefined;
      const error = problem && `This range ${problem}`;
      return (
        <HStack gap="regular" alignItems="start">
          <TextField
            label={`${label}: from`}
            description={description}
            // The editor asks for focus when staff add a range, as its own fields do.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={autoFocus}
            inputMode="numeric"
            value={value.from}
            onChange={(from) => onChange({ ...value, from: from.trim() })}
            onBlur={() => setBlurred(true)}
            isRequired
          />
          <TextField
            label="to"
            inputMode="numeric"
            value={value.to}
            onChange={(to) => onChange({ ...value, to: to.trim() })}
            onBlur={() => setBlurred(true)}
            errorMessage={error}
            isRequired
          />
        </HStack>
      );
    },
    defaultValue: () => ({ from: "", to: "" }),
    parse,
    serialize: (value) => ({ value: { from: value.from, to: value.to } }),
    validate,
    reader: { parse: (stored) => validate(parse(stored)) },
  };
}
