import { Field } from "~/components/Field/Field";

interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  choices: readonly { value: string; label: string }[];
  value: string;
  placeholder: string;
  error?: string;
}

/** A labelled select with an empty first choice, so nothing is chosen for the visitor by accident. */
export function SelectField({ id, name, label, choices, value, placeholder, error }: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <select {...control} name={name} defaultValue={value}>
          <option value="">{placeholder}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
