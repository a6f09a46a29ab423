/**
 * The words in braces the site fills in wherever staff write text, such as {phone}: the company's
 * facts (content/company.json), what the company holds (content/register.json: {licences},
 * {certifications}, {cities}, {serviceArea}, {overseasRecipients}), and what the server itself does
 * (how long an enquiry is kept, how long a confirmation link works, where a spill is reported). The
 * editor refuses any other {word}, since it would reach the page exactly as typed.
 */
export const companyFactTokenNames = [
  "name",
  "legalName",
  "shortName",
  "phone",
  "email",
  "founded",
  "years",
  "hours",
] as const;
/** Each reads the register and says nothing it does not hold: {licences} is empty when no licence is entered. */
export const registerTokenNames = ["licences", "certifications", "cities", "serviceArea", "overseasRecipients"] as const;
export const contentTokenNames = [
  ...companyFactTokenNames,
  ...registerTokenNames,
  "enquiryRetention",
  "confirmLinkDays",
  "emergency",
] as const;

export type CompanyFactToken = (typeof companyFactTokenNames)[number];
export type RegisterToken = (typeof registerTokenNames)[number];
export type ContentToken = (typeof contentTokenNames)[number];
