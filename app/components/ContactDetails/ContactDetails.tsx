import { ChoiceGroup } from "~/components/Field/ChoiceGroup";
import { Field } from "~/components/Field/Field";
import { AUDIENCES, ENQUIRY_LIMITS } from "~/forms/enquiry-fields";

type DetailName = "name" | "email" | "phone" | "business";

const DETAILS: { name: DetailName; label: string; type: string; autoComplete: string }[] = [
  { name: "name", label: "Your name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email address", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone number", type: "tel", autoComplete: "tel" },
  { name: "business", label: "Business name", type: "text", autoComplete: "organization" },
];

interface ContactDetailsProps {
  /** Prefix of the fields' ids, so two forms on a page never share one. */
  idPrefix: string;
  values: Partial<Record<DetailName, string>>;
  errors: Partial<Record<DetailName, string>>;
  /** Why the phone number is asked, in the form's own words. */
  phoneHint: string;
}

/** The visitor's name, email, phone and business: the same fields in every form that asks for them. */
export function ContactDetails({ idPrefix, values, errors, phoneHint }: ContactDetailsProps) {
  return DETAILS.map((field) => (
    <Field
      key={field.name}
      id={`${idPrefix}-${field.name}`}
      label={field.label}
      hint={field.name === "phone" ? phoneHint : undefined}
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
  ));
}

interface AudienceChoiceProps {
  idPrefix: string;
  selected: string | undefined;
  error: string | undefined;
}

/** Who the service is for: a business, a home and so on. */
export function AudienceChoice({ idPrefix, selected, error }: AudienceChoiceProps) {
  return (
    <ChoiceGroup
      name="audience"
      idPrefix={`${idPrefix}-audience`}
      legend="Who is it for?"
      choices={AUDIENCES}
      selected={selected}
      error={error}
    />
  );
}
