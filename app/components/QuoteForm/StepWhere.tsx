import { useState } from "react";
import { AreaResult } from "~/components/ServiceAreaChecker/AreaResult";
import { Field } from "~/components/Field/Field";
import { QUOTE_LIMITS, type QuoteErrors, type QuoteInput } from "~/forms/quote-fields";
import type { AreaTable } from "~/content/finder-shapes";
import { type AreaAnswer, checkServiceArea } from "~/tools/service-area";
import styles from "./QuoteForm.module.css";

interface StepWhereProps {
  values: QuoteInput;
  errors: QuoteErrors;
  /** The server's answer after "Check this area" (or on coming back to this step). */
  area?: AreaAnswer;
  /** The service areas, from the page's route data. */
  areas: AreaTable;
}

/**
 * Where: a postcode or suburb, with the service-area answer beside it. Without scripts "Check this
 * area" asks the server; with scripts the answer follows what is typed (from the page's route
 * data), and the server checks again when the step is sent.
 */
export function StepWhere({ values, errors, area, areas }: StepWhereProps) {
  const [live, setLive] = useState<AreaAnswer | undefined>(undefined);
  const answer = live ?? area;

  function follow(event: React.ChangeEvent<HTMLInputElement>) {
    const next = checkServiceArea(event.currentTarget.value, areas);
    // Half-typed postcodes and suburbs are not worth an answer yet.
    setLive(next.kind === "covered" || next.kind === "notCovered" ? next : { kind: "empty" });
  }

  return (
    <>
      <Field
        id="quote-place"
        label="Postcode or suburb"
        hint="Where the service is needed, for example 3175 or Dandenong"
        error={errors.place}
      >
        {(control) => (
          <div className={styles.placeRow}>
            <input
              {...control}
              name="place"
              type="text"
              maxLength={QUOTE_LIMITS.place}
              defaultValue={values.place}
              onChange={follow}
            />
            <button type="submit" name="intent" value="check" className="button button-outline">
              Check this area
            </button>
          </div>
        )}
      </Field>
      <div role="status" className={styles.area}>
        {answer && !errors.place && <AreaResult answer={answer} />}
      </div>
    </>
  );
}
