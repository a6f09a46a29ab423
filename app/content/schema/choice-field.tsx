import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";
import { Item, Picker } from "@keystar/ui/picker";
import { useState } from "react";

export interface Choice<V extends string = string> {
  label: string;
  value: V;
}

/**
 * A required drop-down that starts on "Choose…", with its options sorted by name. The editor's
 * own select starts on its first option, so a new entry saved without a look at the drop-down
 * kept a wrong answer (a finder item sent to "Industries we work with"). An empty choice is
 * stored as nothing and refused by the save and the build alike.
 */
export function choice<V extends string = string>({
  label,
  description,
  options,
  unknown = (value) => `${label}: ${value} is not one of the choices`,
}: {
  label: string;
  description?: string;
  options: readonly Choice<V>[];
  /** What a stored value that is none of the choices is told (a page picker's: the page is gone). */
  unknown?: (value: string) => string;
}): BasicFormField<V | "", V> & { options: readonly Choice<V>[] } {
  const sorted = [...options].sort((a, b) => a.label.localeCompare(b.label, "en-AU"));
  const known = new Set<string>(options.map((option) => option.value));
  const problem = (value: string) =>
    value === "" ? `Choose the ${label.toLowerCase()}` : known.has(value) ? undefined : unknown(value);
  const validate = (value: string) => {
    const wrong = problem(value);
    if (wrong) throw new Error(wrong);
    return value as V;
  };
  const parse = (stored: FormFieldStoredValue): V | "" => {
    if (stored === undefined || stored === null) return "";
    if (typeof stored !== "string") throw new Error("must be text");
    return stored as V;
  };
  return {
    kind: "form",
    label,
    options: sorted,
    Input({ value, onChange, autoFocus, forceValidation }) {
      const [touched, setTouched] = useState(false);
      // A stored value that is none of the choices (its page was removed) is said as the entry
      // opens: the drop-down itself can only show "Choose…" for it.
      const stale = value !== "" && !known.has(value);
      const shown = forceValidation || touched || stale ? problem(value) : undefined;
      return (
        // The save summary lists a refused drop-down from its own check (refusals.tsx).
        <div>
          <Picker
            label={label}
            description={description}
            placeholder="Choose…"
            // The editor asks for focus when it opens a field first, as its own fields do.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={autoFocus}
            items={sorted}
            selectedKey={value || null}
            onSelectionChange={(key) => {
              setTouched(true);
              if (key !== null) onChange(String(key) as V);
            }}
            onBlur={() => setTouched(true)}
            errorMessage={shown}
            isRequired
            width={{ mobile: "auto", tablet: "100%" }}
          >
            {(item) => <Item key={item.value}>{item.label}</Item>}
          </Picker>
        </div>
      );
    },
    defaultValue: () => "",
    parse,
    serialize: (value) => ({ value: value === "" ? undefined : value }),
    validate,
    reader: { parse: (stored) => validate(parse(stored)) },
  };
}
