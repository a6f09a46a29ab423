import { EMAIL_MAX } from "./email";
import { asText } from "./text";

/**
 * The enquiry form's fields, limits and choices: plain data that the form renders from. The rules
 * that check them (and the Zod library they need) live in enquiry.ts, which the browser loads only
 * once the visitor starts on the form.
 */
export const ENQUIRY_FIELDS = [
  "name",
  "email",
  "phone",
  "business",
  "postcode",
  "audience",
  "service",
  "message",
  "privacy",
] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

/** Every field is length-limited; the same numbers become the inputs' maxLength. */
export const ENQUIRY_LIMITS = {
  name: 100,
  email: EMAIL_MAX,
  phone: 24,
  business: 120,
  postcode: 4,
  service: 80,
  message: 2000,
  messageMin: 10,
} as const;

export const AUDIENCES = [
  { value: "small-business", label: "Small business" },
  { value: "medium-business", label: "Medium business" },
  { value: "large-business", label: "Large business" },
  { value: "private-home", label: "Private home" },
] as const;
export type Audience = (typeof AUDIENCES)[number]["value"];

export function audienceLabel(value: string): string {
  return AUDIENCES.find((audience) => audience.value === value)?.label ?? value;
}

/** What the visitor typed, as text, to put back into the form when it is shown again. */
export type EnquiryValues = Partial<Record<EnquiryField, string>>;

/** One message per field: the first rule it broke, in the order the rules are written. */
export type FieldErrors = Partial<Record<EnquiryField, string>>;

/** Reads the enquiry's fields from a form (or anything with a `get`), ignoring every other key. */
export function enquiryInput(form: { get(name: string): unknown }): Record<EnquiryField, string> {
  return Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, asText(form.get(field))])) as Record<
    EnquiryField,
    string
  >;
}

/** The answer the contact page shows when an enquiry is not accepted. */
export interface EnquiryFailure {
  errors: FieldErrors;
  /** A problem with the whole submission rather than one field (spam check, rate limit, outage). */
  formError?: string;
  values: EnquiryValues;
}
