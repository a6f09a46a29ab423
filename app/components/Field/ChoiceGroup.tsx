import { FieldError } from "./Field";
import styles from "./Field.module.css";

interface ChoiceGroupProps {
  name: string;
  idPrefix: string;
  legend: string;
  choices: readonly { value: string; label: string }[];
  selected?: string;
  error?: string;
}

/** The id of a choice's radio button; the error summary links to the first one. */
export function choiceId(idPrefix: string, value: string): string {
  return `${idPrefix}-${value}`;
}

/**
 * Radio buttons in a fieldset whose legend asks the question. The error state and message belong
 * to the group (ARIA does not allow aria-invalid on a single radio button).
 */
export function ChoiceGroup({ name, idPrefix, legend, choices, selected, error }: ChoiceGroupProps) {
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset
      className={error ? `${styles.fieldset} ${styles.invalid}` : styles.fieldset}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.label}>{legend}</legend>
      <FieldError id={errorId} error={error} />
      <div className={styles.choices}>
        {choices.map((choice) => (
          <div key={choice.value} className={styles.choice}>
            <input
              type="radio"
              id={choiceId(idPrefix, choice.value)}
              name={name}
              value={choice.value}
              defaultChecked={selected === choice.value}
            />
            <label htmlFor={choiceId(idPrefix, choice.value)}>{choice.label}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
