import { Link } from "react-router";
import { FieldError, describedBy } from "~/components/Field/Field";
import { site } from "~/site/site";
import styles from "./ContactForm.module.css";

/**
 * The collection notice, and a box the visitor ticks to say they have read it: one acknowledgement,
 * not an agreement bundled with a consent. The policy opens in a new tab so the filled-in form stays.
 */
export function PrivacyConsent({ checked, error }: { checked: boolean; error?: string }) {
  return (
    <div className={error ? `${styles.consent} ${styles.consentInvalid}` : styles.consent}>
      <p id="enquiry-privacy-notice" className={styles.policy}>
        Collection notice: {site.name} uses these details only to reply to this enquiry and to keep a record
        of it for the time our privacy policy states. We add no one to a mailing list from this form.
      </p>
      <FieldError id="enquiry-privacy-error" error={error} />
      <div className={styles.checkbox}>
        <input
          type="checkbox"
          id="enquiry-privacy"
          name="privacy"
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(
            "enquiry-privacy-notice",
            "enquiry-privacy-hint",
            error && "enquiry-privacy-error",
          )}
        />
        <label htmlFor="enquiry-privacy">I have read the collection notice</label>
      </div>
      <p id="enquiry-privacy-hint" className={styles.policy}>
        <Link to="/privacy-policy" target="_blank" rel="noopener">
          Read our privacy policy (opens in a new tab)
        </Link>
      </p>
    </div>
  );
}
