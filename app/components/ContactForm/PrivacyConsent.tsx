import { Link } from "react-router";
import { FieldError, describedBy } from "~/components/Field/Field";
import { listInWords, overseasCountries } from "~/content/register";
import { site } from "~/site/site";
import styles from "./ContactForm.module.css";

/**
 * The collection notice, and a box the visitor ticks to say they have read it: one acknowledgement,
 * not an agreement bundled with a consent. It says what Australian Privacy Principle 5.2 asks, in
 * short: who collects and how to reach them, why, what happens without the details, everyone they
 * usually go to (the same recipients the privacy policy names), the countries outside Australia the
 * register's services hold them in, and that the policy says how to see, correct or complain. The
 * policy opens in a new tab so the filled-in form stays.
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
  const overseas = overseasCountries();
  return (
    <div className={error ? `${styles.consent} ${styles.consentInvalid}` : styles.consent}>
      <div id="enquiry-privacy-notice" className={styles.policy}>
        <p>
          Collection notice: {site.legalName} ({site.phone.display}, {site.email}) uses these details to{" "}
          {purpose}. We cannot do that without a name and a way to reach you. The details go to:
        </p>
        <ul>
          <li>
            the staff who answer, by email, and the system we use to manage enquiries and quotes, where we
            have set one up;
          </li>
          <li>
            if a service follows, as far as each needs them: the carriers, facilities and trades doing the
            work, payment processors and, for an unpaid invoice, a debt collector;
          </li>
          <li>
            for waste the law requires to be tracked, the facility receiving it and the state&apos;s
            environment regulator, through its waste tracking system.
          </li>
        </ul>
        <p>
          {overseas.length > 0 && <>Some are held for us in {listInWords(overseas)}. </>}
          Our privacy policy says how long we keep them, where they are held, and how to see or correct them
          or complain. We add no one to a mailing list from this form.
        </p>
      </div>
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
