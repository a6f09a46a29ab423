import { Link } from "react-router";
import { Field } from "~/components/Field/Field";
import {
  FREQUENCIES,
  MAX_BIN_ROWS,
  QUOTE_LIMITS,
  type QuoteErrors,
  type QuoteInput,
  STREAM_CHOICES,
  rowField,
} from "~/forms/quote-fields";
import { SelectField } from "./SelectField";
import styles from "./QuoteForm.module.css";

/** How much: a row per kind of bin (stream, size, how many, how often), or "not sure yet". */
export function StepAmount({
  values,
  errors,
  sizes,
}: {
  values: QuoteInput;
  errors: QuoteErrors;
  sizes: { value: string; label: string }[];
}) {
  const audit = values.kind === "audit";
  return (
    <>
      <p>
        {audit
          ? "If you know the bins you have now, list them: the audit starts from them. You can leave this empty."
          : "List the bins you have or think you need. Leave a row empty to skip it."}{" "}
        The <Link to="/bin-size-guide">bin size guide</Link> shows each size to scale.
      </p>
      {values.rows.map((row, index) => {
        const id = (part: Parameters<typeof rowField>[1]) => `quote-${rowField(index, part)}`;
        const name = (part: Parameters<typeof rowField>[1]) => rowField(index, part);
        return (
          <fieldset key={index} className={styles.binRow}>
            <legend className={styles.rowLegend}>Bin {index + 1}</legend>
            <SelectField
              id={id("stream")}
              name={name("stream")}
              label="What goes in it"
              choices={STREAM_CHOICES}
              value={row.stream}
              placeholder="Choose a stream"
              error={errors[name("stream")]}
            />
            <SelectField
              id={id("size")}
              name={name("size")}
              label="Bin size"
              choices={sizes}
              value={row.size}
              placeholder="Choose a size"
              error={errors[name("size")]}
            />
            <Field id={id("count")} label="How many" error={errors[name("count")]} narrow>
              {(control) => (
                <input
                  {...control}
                  name={name("count")}
                  type="text"
                  inputMode="numeric"
                  maxLength={2}
                  defaultValue={row.count}
                />
              )}
            </Field>
            <SelectField
              id={id("frequency")}
              name={name("frequency")}
              label="How often it is emptied"
              choices={FREQUENCIES}
              value={row.frequency}
              placeholder="Choose how often"
              error={errors[name("frequency")]}
            />
          </fieldset>
        );
      })}
      {values.rows.length < MAX_BIN_ROWS && (
        <button type="submit" name="intent" value="add" className={`button button-outline ${styles.add}`}>
          Add another bin
        </button>
      )}
      <div className={styles.unsure}>
        <input type="checkbox" id="quote-unsure" name="unsure" defaultChecked={values.unsure} />
        <label htmlFor="quote-unsure">I&rsquo;m not sure yet: suggest bins for me</label>
      </div>
      <p className={styles.small}>Up to {QUOTE_LIMITS.count} of one bin per row.</p>
    </>
  );
}
