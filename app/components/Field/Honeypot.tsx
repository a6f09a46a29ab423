import { DEFENCE_FIELDS } from "~/forms/defence";
import styles from "./Field.module.css";

/**
 * A field people never see or reach (off screen, out of the tab order, hidden from screen readers)
 * and that browsers are asked not to fill. Spam bots fill every field; the server refuses a form
 * that has text here.
 */
export function Honeypot({ id }: { id: string }) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        type="text"
        name={DEFENCE_FIELDS.honeypot}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
