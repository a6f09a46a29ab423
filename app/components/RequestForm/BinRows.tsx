import fieldStyles from "~/components/Field/Field.module.css";
import { Field } from "~/components/Field/Field";
import { SelectField } from "~/components/QuoteForm/SelectField";
import { MAX_BIN_ROWS, QUOTE_LIMITS, rowField } from "~/forms/quote-fields";
import type { Question } from "~/content/request-kinds";
import styles from "./RequestForm.module.css";

type Choices = readonly { value: string; label: string }[];

interface BinRowsProps {
  question: Extract<Question, { type: "bin" }>;
  values: Record<string, string>;
  errors: Record<string, string>;
  streams: Choices;
  sizes: Choices;
  /** The last row was just added: its first control takes the focus. */
  added: boolean;
}

export const binId = (index: number, part: "stream" | "size" | "count") => `request-${rowField(index, part)}`;

/**
 * Which bins: a row per kind of bin (stream and size from the bin table, and how many), and
 * "Add another bin", a submit button the server answers with one more row and everything typed
 * kept, so a customer lists a general-waste and a recycling bin in one request without scripts.
 * A bin problem asks about one bin.
 */
export function BinRows({ question, values, errors, streams, sizes, added }: BinRowsProps) {
  const rows = question.count ? Math.min(Math.max(Number(values.rows) || 1, 1), MAX_BIN_ROWS) : 1;
  return (
    <fieldset className={fieldStyles.fieldset}>
      <legend className={fieldStyles.label}>{question.count ? "Which bins" : "Which bin"}</legend>
      {question.count && (
        <>
          <input type="hidden" name="rows" value={rows} />
          <p className={fieldStyles.hint}>
            A row for each kind of bin; leave a row you do not need empty. Up to {QUOTE_LIMITS.count} of one
            bin per row.
          </p>
        </>
      )}
      {Array.from({ length: rows }, (_, index) => {
        const name = (part: "stream" | "size" | "count") => rowField(index, part);
        return (
          <fieldset key={index} className={question.count ? styles.binRow : styles.oneBin}>
            {question.count && <legend className={styles.rowLegend}>Bin {index + 1}</legend>}
            <SelectField
              id={binId(index, "stream")}
              name={name("stream")}
              label="What goes in it"
              choices={streams}
              value={values[name("stream")] ?? ""}
              placeholder="Choose the waste"
              error={errors[name("stream")]}
              takesFocus={added && index === rows - 1}
            />
            <SelectField
              id={binId(index, "size")}
              name={name("size")}
              label="Its size"
              choices={sizes}
              value={values[name("size")] ?? ""}
              placeholder="Choose the size"
              error={errors[name("size")]}
            />
            {question.count && (
              <Field id={binId(index, "count")} label="How many" error={errors[name("count")]} narrow>
                {(control) => (
                  <input
                    {...control}
                    name={name("count")}
                    type="text"
                    inputMode="numeric"
                    maxLength={3}
                    defaultValue={values[name("count")]}
                  />
                )}
              </Field>
            )}
          </fieldset>
        );
      })}
      {question.count && rows < MAX_BIN_ROWS && (
        <button type="submit" name="intent" value="add" className={`button button-outline ${styles.add}`}>
          Add another bin
        </button>
      )}
    </fieldset>
  );
}
