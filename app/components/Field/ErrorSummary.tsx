import type { Ref } from "react";
import styles from "./Field.module.css";

export interface SummaryItem {
  /** The id of the control to move to. */
  target: string;
  message: string;
}

interface ErrorSummaryProps {
  items: SummaryItem[];
  /** A problem with the whole submission, shown above the list. */
  formError?: string;
  ref?: Ref<HTMLDivElement>;
  /**
   * Without scripts a failed submission comes back as a new page; autofocus moves the reader
   * straight to the summary there. With scripts the form focuses it itself.
   */
  focusOnLoad?: boolean;
  /** The heading when the whole submission was refused: the form's own words for what was not sent. */
  notSent?: string;
}

function focusTarget(event: React.MouseEvent<HTMLAnchorElement>, target: string) {
  const control = document.getElementById(target);
  if (!control) return;
  event.preventDefault();
  // The label (or legend) above the control says what the field is: bring it into view too.
  const label =
    control.closest("fieldset")?.querySelector("legend") ?? document.querySelector(`label[for="${target}"]`);
  (label ?? control).scrollIntoView({ block: "start" });
  control.focus({ preventScroll: true });
}

/** The list of problems at the top of a form, each linking to its field (GOV.UK's pattern). */
export function ErrorSummary({
  items,
  formError,
  ref,
  focusOnLoad,
  notSent = "Your enquiry was not sent",
}: ErrorSummaryProps) {
  if (items.length === 0 && !formError) return null;
  const title = items.length > 0 ? "There is a problem" : notSent;
  return (
    <div
      ref={ref}
      className={styles.summary}
      role="alert"
      tabIndex={-1}
      aria-labelledby="error-summary-title"
      // eslint-disable-next-line jsx-a11y/no-autofocus -- see focusOnLoad: the summary is where a reader must start
      autoFocus={focusOnLoad}
    >
      <h2 id="error-summary-title" className={styles.summaryTitle}>
        {title}
      </h2>
      {formError && <p className={styles.summaryText}>{formError}</p>}
      {items.length > 0 && (
        <ul className={styles.summaryList}>
          {items.map((item) => (
            <li key={item.target}>
              <a href={`#${item.target}`} onClick={(event) => focusTarget(event, item.target)}>
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
