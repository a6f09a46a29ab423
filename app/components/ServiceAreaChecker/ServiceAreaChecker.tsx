import { useId } from "react";
import { useFetcher } from "react-router";
import { Field } from "~/components/Field/Field";
import { InputRow } from "~/components/Field/InputRow";
import type { AreaAnswer } from "~/tools/service-area";
import { AreaResult } from "./AreaResult";
import styles from "./ServiceAreaChecker.module.css";

/**
 * Postcode or suburb -> do we collect there? The pages that show it are pre-rendered, so the form
 * asks the server's /service-area page: without scripts as a page, with them as that page's data,
 * and the answer appears in place. The postcode table stays on the server, so no page's scripts or
 * data grow by it.
 */
export function ServiceAreaChecker({
  initial = "",
  answer: initialAnswer,
}: {
  initial?: string;
  answer?: AreaAnswer;
}) {
  const id = useId();
  const fetcher = useFetcher<{ place: string; answer?: AreaAnswer }>();
  // An empty box comes back without an answer: it is the "enter something" case.
  const answer = fetcher.data ? (fetcher.data.answer ?? { kind: "empty" }) : initialAnswer;
  const error =
    answer?.kind === "invalid"
      ? answer.message
      : answer?.kind === "empty"
        ? "Enter a postcode or suburb."
        : undefined;

  return (
    <section className={styles.checker} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        Do we collect in your area?
      </h2>
      <fetcher.Form method="get" action="/service-area" className={styles.form} noValidate>
        <Field
          id={`${id}-place`}
          label="Postcode or suburb"
          hint="For example 3175 or Dandenong"
          error={error}
        >
          {(control) => (
            <InputRow submit="Check">
              <input
                {...control}
                name="place"
                type="text"
                defaultValue={initial}
                className={`${control.className} ${styles.input}`}
              />
            </InputRow>
          )}
        </Field>
      </fetcher.Form>
      <div role="status" aria-live="polite" className={styles.result}>
        {answer && <AreaResult answer={answer} />}
      </div>
    </section>
  );
}
