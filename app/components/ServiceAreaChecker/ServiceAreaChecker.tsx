import { useId, useState } from "react";
import { describedBy, FieldError } from "~/components/Field/Field";
import type { AreaAnswer } from "~/tools/service-area";
import { AreaResult } from "./AreaResult";
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
  const inputId = `${id}-place`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
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
        <label htmlFor={inputId} className={styles.label}>
          Postcode or suburb
        </label>
        <p id={hintId} className={styles.hint}>
          For example 3175 or Dandenong
        </p>
        <FieldError id={errorId} error={error} />
        <div className={styles.row}>
          <input
            id={inputId}
            name="place"
            type="text"
            defaultValue={initial}
            aria-describedby={describedBy(hintId, error && errorId)}
            aria-invalid={error ? true : undefined}
            className={styles.input}
          />
          <button type="submit" className="button">
            Check
          </button>
        </div>
      </form>
      <div role="status" aria-live="polite" className={styles.result}>
        {answer && <AreaResult answer={answer} />}
      </div>
    </section>
  );
}
