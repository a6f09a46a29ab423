import { PrivacyConsent } from "~/components/ContactForm/PrivacyConsent";
import { SiteLink } from "~/components/SiteLink/SiteLink";
import { ChoiceGroup } from "~/components/Field/ChoiceGroup";
import { Field } from "~/components/Field/Field";
import { ENQUIRY_LIMITS } from "~/forms/enquiry-fields";
import { QUOTE_LIMITS, type QuoteErrors, type QuoteInput, REPLY_CHOICES } from "~/forms/quote-fields";

interface StepWhoProps {
  values: QuoteInput;
  errors: QuoteErrors;
}

type TextName = "name" | "email" | "phone" | "business";

const textFields: { name: TextName; label: string; type: string; autoComplete: string; hint?: string }[] = [
  { name: "name", label: "Your name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email address", type: "email", autoComplete: "email" },
  {
    name: "phone",
    label: "Phone number",
    type: "tel",
    autoComplete: "tel",
    hint: "Needed for a call back: a mobile, or a landline with its area code",
  },
  { name: "business", label: "Business name", type: "text", autoComplete: "organization" },
];

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
      {textFields.map((field) => (
        <Field
          key={field.name}
          id={`quote-${field.name}`}
          label={field.label}
          hint={field.hint}
          optional={field.name === "business"}
          error={errors[field.name]}
        >
          {(control) => (
            <input
              {...control}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              spellCheck={field.type === "email" ? false : undefined}
              maxLength={ENQUIRY_LIMITS[field.name]}
              defaultValue={values[field.name]}
            />
          )}
        </Field>
      ))}
      <ChoiceGroup
        name="reply"
        idPrefix="quote-reply"
        legend="How would you like us to reply?"
        choices={REPLY_CHOICES}
        selected={values.reply}
        error={errors.reply}
      />
      <Field
        id="quote-notes"
        label="Anything else we should know?"
        hint="Access to the bins, a tight lane, after-hours collection, a current contract's end date"
        optional
        error={errors.notes}
      >
        {(control) => (
          <textarea
            {...control}
            name="notes"
            rows={5}
            maxLength={QUOTE_LIMITS.notes}
            defaultValue={values.notes}
          />
        )}
      </Field>
      <PrivacyConsent checked={values.privacy} error={errors.privacy} />
      <p>
        Sending this asks for a quote; it does not commit you to anything. Your quote sets out every amount,
        and our{" "}
        <SiteLink to="/fees-and-charges" target="_blank" rel="noopener">
          fees and charges (opens in a new tab)
        </SiteLink>{" "}
        and{" "}
        <SiteLink to="/service-agreement" target="_blank" rel="noopener">
          service agreement (opens in a new tab)
        </SiteLink>{" "}
        explain the rest.
      </p>
    </>
  );
}
