import { useNavigation, useSearchParams } from "react-router";
import { AudienceChoice, ContactDetails } from "~/components/ContactDetails/ContactDetails";
import { choiceId } from "~/components/Field/ChoiceGroup";
import { EnquiryForm } from "~/components/Field/EnquiryForm";
import { ErrorSummary, type SummaryItem } from "~/components/Field/ErrorSummary";
import { Field } from "~/components/Field/Field";
import { Honeypot } from "~/components/Field/Honeypot";
import { TextAreaField } from "~/components/Field/TextAreaField";
import { DEFENCE_FIELDS } from "~/forms/defence";
import {
  AUDIENCES,
  ENQUIRY_FIELDS,
  ENQUIRY_LIMITS,
  type EnquiryFailure,
  type FieldErrors,
} from "~/forms/enquiry-fields";
import { type ServiceGroup, serviceValues } from "~/forms/services";
import { useEnquiryForm } from "~/forms/use-enquiry-form";
import { PrivacyConsent } from "./PrivacyConsent";
import { ServiceSelect } from "./ServiceSelect";
import styles from "./ContactForm.module.css";

const ACTION = "/contact-us";

/** Where each field's error links to: its control, or the first radio button of a group. */
function targetOf(field: keyof FieldErrors): string {
  return field === "audience" ? choiceId("enquiry-audience", AUDIENCES[0].value) : `enquiry-${field}`;
}

function summaryItems(errors: FieldErrors): SummaryItem[] {
  return ENQUIRY_FIELDS.flatMap((field) =>
    errors[field] ? [{ target: targetOf(field), message: errors[field] }] : [],
  );
}

interface ContactFormProps {
  services: ServiceGroup[];
  /** The server's answer when it did not accept the enquiry. */
  result?: EnquiryFailure;
}

/**
 * The enquiry form. Without scripts it is a plain POST that comes back as a page with the errors
 * and the visitor's input (400), or goes on to /thank-you (303); with scripts the same action runs
 * without a reload, after the same checks have run in the browser.
 */
export function ContactForm({ services, result }: ContactFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === ACTION;
  const [params] = useSearchParams();
  const { errors, formError, onSubmit, prepareChecks, summaryRef, submissionId, focusOnLoad } =
    useEnquiryForm(ACTION, services, result, busy);
  const values = result?.values ?? {};
  const asked = params.get("service") ?? "";
  const service = values.service ?? (serviceValues(services).includes(asked) ? asked : "");

  return (
    <EnquiryForm action={ACTION} className={styles.form} onSubmit={onSubmit} prepareChecks={prepareChecks}>
      <ErrorSummary
        ref={summaryRef}
        items={summaryItems(errors)}
        formError={formError}
        focusOnLoad={focusOnLoad}
      />
      <p className={styles.note}>All fields are required unless marked optional.</p>
      <Honeypot id="enquiry-website" />
      <input type="hidden" name={DEFENCE_FIELDS.elapsed} defaultValue="" />
      <input type="hidden" name={DEFENCE_FIELDS.submission} value={submissionId} />
      <ContactDetails
        idPrefix="enquiry"
        values={values}
        errors={errors}
        phoneHint="A mobile, or a landline with its area code"
      />
      <Field
        id="enquiry-postcode"
        label="Postcode"
        hint="Where the service is needed"
        error={errors.postcode}
        narrow
      >
        {(control) => (
          <input
            {...control}
            name="postcode"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={ENQUIRY_LIMITS.postcode}
            defaultValue={values.postcode}
          />
        )}
      </Field>
      <AudienceChoice idPrefix="enquiry" selected={values.audience} error={errors.audience} />
      <ServiceSelect groups={services} selected={service} error={errors.service} />
      <TextAreaField
        id="enquiry-message"
        name="message"
        label="Your message"
        hint="What do you need, where, and how often? Bin sizes or volumes help if you know them."
        error={errors.message}
        rows={6}
        maxLength={ENQUIRY_LIMITS.message}
        defaultValue={values.message}
      />
      <PrivacyConsent checked={values.privacy === "on"} error={errors.privacy} />
      <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
        {busy ? "Sending your enquiry…" : "Send enquiry"}
      </button>
    </EnquiryForm>
  );
}
