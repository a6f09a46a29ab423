import { Link } from "react-router";
import { ContactDetails } from "~/components/ContactDetails/ContactDetails";
import { PrivacyConsent } from "~/components/ContactForm/PrivacyConsent";
import { ChoiceGroup } from "~/components/Field/ChoiceGroup";
import { Field } from "~/components/Field/Field";
import { TextAreaField } from "~/components/Field/TextAreaField";
import { QUOTE_LIMITS, type QuoteErrors, type QuoteInput, REPLY_CHOICES } from "~/forms/quote-fields";

interface StepWhoProps {
  values: QuoteInput;
  errors: QuoteErrors;
}

/** When and who: a start date, the visitor's details and how they would like the answer. */
export function StepWho({ values, errors }: StepWhoProps) {
  return (
    <>
      <Field
        id="quote-start"
        label="When would you like to start?"
        hint="Leave it empty for as soon as possible"
        optional
        error={errors.start}
        narrow
      >
        {(control) => <input {...control} name="start" type="date" defaultValue={values.start} />}
      </Field>
      <ContactDetails
        idPrefix="quote"
        values={values}
        errors={errors}
        phoneHint="Needed for a call back: a mobile, or a landline with its area code"
      />
      <ChoiceGroup
        name="reply"
        idPrefix="quote-reply"
        legend="How would you like us to reply?"
        choices={REPLY_CHOICES}
        selected={values.reply}
        error={errors.reply}
      />
      <TextAreaField
        id="quote-notes"
        name="notes"
        label="Anything else we should know?"
        hint="Access to the bins, a tight lane, after-hours collection, a current contract's end date"
        optional
        error={errors.notes}
        rows={5}
        maxLength={QUOTE_LIMITS.notes}
        defaultValue={values.notes}
      />
      <PrivacyConsent checked={values.privacy} error={errors.privacy} />
      <p>
        Sending this asks for a quote; it does not commit you to anything. Your quote sets out every amount,
        and our{" "}
        <Link to="/fees-and-charges" target="_blank" rel="noopener">
          fees and charges (opens in a new tab)
        </Link>{" "}
        and{" "}
        <Link to="/service-agreement" target="_blank" rel="noopener">
          service agreement (opens in a new tab)
        </Link>{" "}
        explain the rest.
      </p>
    </>
  );
}
