/**
 * The words in braces the site fills in wherever staff write text, such as {phone}: the company's
 * facts (content/company.json), and what the server itself does (how long an enquiry is kept, how
 * long a confirmation link works, where a spill is reported). The editor refuses any other {word},
 * since it would reach the page exactly as typed.
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
export const contentTokenNames = [
  ...companyFactTokenNames,
  "enquiryRetention",
  "confirmLinkDays",
  "emergency",
] as const;

export type CompanyFactToken = (typeof companyFactTokenNames)[number];
export type ContentToken = (typeof contentTokenNames)[number];
