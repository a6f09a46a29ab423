import { useId, useState } from "react";
import { Field } from "~/components/Field/Field";
import type { AreaAnswer } from "~/tools/service-area";
import { AreaResult } from "./AreaResult";
import { InputRow } from "~/components/Field/InputRow";
import styles from "./ServiceAreaChecker.module.css";

/**
 * Postcode or suburb -> do we collect there? The pages that show it are pre-rendered, so without
 * scripts the form asks the server-rendered /service-area page. With scripts the postcode data is
 * loaded on first use and the answer appears in place, so the host page's first load does not
 * grow by the data.
 */
export function ServiceAreaChecker({
  initial = "",
  answer: initialAnswer,
}: {
  initial?: string;
  answer?: AreaAnswer;
}) {
  const id = useId();
  const [answer, setAnswer] = useState<AreaAnswer | undefined>(initialAnswer);
  const error =
    answer?.kind === "invalid"
      ? answer.message
      : answer?.kind === "empty"
        ? "Enter a postcode or suburb."
        : undefined;

  async function check(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get("place");
    const { checkServiceArea } = await import("~/tools/service-area");
    setAnswer(checkServiceArea(typeof value === "string" ? value : ""));
  }

  return (
    <section className={styles.checker} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        Do we collect in your area?
      </h2>
      <form method="get" action="/service-area" onSubmit={check} className={styles.form} noValidate>
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
      </form>
      <div role="status" aria-live="polite" className={styles.result}>
        {answer && <AreaResult answer={answer} />}
      </div>
    </section>
  );
}
