import { Field } from "~/components/Field/Field";

interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  choices: readonly { value: string; label: string }[];
  value: string;
  placeholder: string;
  error?: string;
  /** Takes the focus when it appears, such as the first control of a row the visitor just added. */
  takesFocus?: boolean;
}

/** A labelled select with an empty first choice, so nothing is chosen for the visitor by accident. */
export function SelectField({
  id,
  name,
  label,
  choices,
  value,
  placeholder,
  error,
  takesFocus,
}: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only for a control the visitor's own press just added
        <select {...control} name={name} defaultValue={value} autoFocus={takesFocus}>
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
