import { Link } from "react-router";
import { FieldError, describedBy } from "~/components/Field/Field";
import { site } from "~/site/site";
import styles from "./ContactForm.module.css";

/**
 * The collection notice, and a box the visitor ticks to say they have read it: one acknowledgement,
 * not an agreement bundled with a consent. It names everyone the details go to (Australian Privacy
 * Principle 5.2): the staff's mailbox, the enquiry system the webhook feeds, and quoting. The policy opens in a new tab so the filled-in form stays.
 */
export function PrivacyConsent({
  checked,
  error,
  purpose = "reply to this enquiry and, if you go ahead, to prepare your quote and the service",
}: {
  checked: boolean;
  error?: string;
  /** What the details are used for, as the notice says it. */
  purpose?: string;
}) {
  return (
    <div className={error ? `${styles.consent} ${styles.consentInvalid}` : styles.consent}>
      <p id="enquiry-privacy-notice" className={styles.policy}>
        Collection notice: {site.name} uses these details to {purpose}. They are emailed to the staff who
        answer it, copied to the system we use to manage enquiries and quotes where we have set one up, and
        kept for the time our privacy policy states, which also says where they are held. We add no one to a
        mailing list from this form.
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
