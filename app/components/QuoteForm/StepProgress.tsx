import { QUOTE_STEPS } from "~/forms/quote-fields";
import styles from "./QuoteForm.module.css";

/** Where the visitor is among the four steps; the current one is marked for screen readers too. */
export function StepProgress({ step }: { step: number }) {
  return (
    <ol className={styles.progress} aria-label="Steps of your request">
      {QUOTE_STEPS.map((item, index) => (
        <li
          key={item.id}
          aria-current={index === step ? "step" : undefined}
          className={index === step ? styles.current : index < step ? styles.done : undefined}
        >
          <span className="visually-hidden">{index < step ? "Done: " : index > step ? "To come: " : ""}</span>
          {item.title}
        </li>
      ))}
    </ol>
  );
}
