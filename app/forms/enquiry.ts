import { z } from "zod";
import { EMAIL_PATTERN } from "./email";
import {
  AUDIENCES,
  type Audience,
  ENQUIRY_FIELDS,
  type EnquiryField,
  type FieldErrors,
  ENQUIRY_LIMITS,
} from "./enquiry-fields";
import { isAustralianPhone, isAustralianPostcode } from "./phone";
import { asText, cleanLine, cleanText } from "./text";

/**
 * The enquiry form's rules: one schema, run in the browser before sending and again on the server
 * before storing. The browser gets the same list of services from the contact page's loader.
 */
export * from "./enquiry-fields";

const audienceValues = AUDIENCES.map((audience) => audience.value) as [Audience, ...Audience[]];

const emailFormat = "Enter an email address in the right format, like name@example.com";

const line = (schema: z.ZodString) => z.preprocess((value) => cleanLine(asText(value)), schema);

// Zod's own email pattern (see email.ts): the addresses people really use, no quoted local parts.
const emailField = line(
  z
    .string()
    .min(1, "Enter your email address")
    .max(ENQUIRY_LIMITS.email, emailFormat)
    .regex(EMAIL_PATTERN, emailFormat),
);

export function enquirySchema(serviceValues: readonly string[]) {
  // One rule for each of the form's fields (ENQUIRY_FIELDS): a field without one does not compile.
  const rules = {
    name: line(
      z
        .string()
        .min(1, "Enter your name")
        .max(ENQUIRY_LIMITS.name, `Your name must be ${ENQUIRY_LIMITS.name} characters or fewer`)
        .regex(/\p{L}/u, "Enter your name using letters"),
    ),
    email: emailField,
    phone: line(
      z
        .string()
        .min(1, "Enter your phone number")
        .max(ENQUIRY_LIMITS.phone, "Enter an Australian phone number, like 0412 345 678 or 03 9123 4567")
        .refine(isAustralianPhone, "Enter an Australian phone number, like 0412 345 678 or 03 9123 4567"),
    ),
    business: line(
      z
        .string()
        .max(ENQUIRY_LIMITS.business, `Business name must be ${ENQUIRY_LIMITS.business} characters or fewer`),
    ),
    postcode: z.preprocess(
      (value) => cleanLine(asText(value)).replace(/\s/g, ""),
      z
        .string()
        .min(1, "Enter your postcode")
        .refine(isAustralianPostcode, "Enter a 4-digit Australian postcode, like 3175"),
    ),
    audience: z.preprocess(
      (value) => cleanLine(asText(value)),
      z.enum(audienceValues, { error: "Choose who the service is for" }),
    ),
    service: line(
      z
        .string()
        .min(1, "Choose the service or waste you're asking about")
        .refine((value) => serviceValues.includes(value), "Choose the service or waste you're asking about"),
    ),
    message: z.preprocess(
      (value) => cleanText(asText(value)),
      z
        .string()
        .min(1, "Tell us what you need")
        .min(
          ENQUIRY_LIMITS.messageMin,
          `Tell us a little more about what you need (at least ${ENQUIRY_LIMITS.messageMin} characters)`,
        )
        .max(ENQUIRY_LIMITS.message, "Your message must be 2,000 characters or fewer"),
    ),
    privacy: z.preprocess(
      (value) => ["on", "yes", "true"].includes(asText(value)),
      z.literal(true, { error: "Tick the box to say you have read the collection notice" }),
    ),
  } satisfies Record<EnquiryField, z.ZodType>;
  return z.object(rules);
}

export type Enquiry = z.output<ReturnType<typeof enquirySchema>>;

export function firstErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (ENQUIRY_FIELDS as readonly string[]).includes(field)) {
      errors[field as EnquiryField] ??= issue.message;
    }
  }
  return errors;
}
