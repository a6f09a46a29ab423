import { SiteLink } from "~/components/SiteLink/SiteLink";
import { FieldError, describedBy } from "~/components/Field/Field";
import { site } from "~/site/site";
import styles from "./ContactForm.module.css";

/** The agreement to the privacy policy; the policy opens in a new tab so the filled-in form stays. */
export function PrivacyConsent({ checked, error }: { checked: boolean; error?: string }) {
  return (
    <div className={error ? `${styles.consent} ${styles.consentInvalid}` : styles.consent}>
      <FieldError id="enquiry-privacy-error" error={error} />
      <div className={styles.checkbox}>
        <input
          type="checkbox"
          id="enquiry-privacy"
          name="privacy"
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy("enquiry-privacy-hint", error && "enquiry-privacy-error")}
        />
        <label htmlFor="enquiry-privacy">
          I agree to the privacy policy, and to {site.shortName} using these details to reply to my enquiry
        </label>
      </div>
      <p id="enquiry-privacy-hint" className={styles.policy}>
        <SiteLink to="/privacy-policy" target="_blank" rel="noopener">
          Read our privacy policy (opens in a new tab)
        </SiteLink>
      </p>
    </div>
  );
}
