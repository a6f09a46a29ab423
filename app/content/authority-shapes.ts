/**
 * The regulated work a page can offer, the states it can be offered in, and the parties who may do
 * it: the words staff choose from, shared by the register's fields, the pages' fields, the pages'
 * rendering and the launch check. Which activity needs an authority in which state is the law's
 * (decision 0016): carrying this waste needs an EPA Victoria A10a permit or A10b registration, a
 * NSW environment protection licence above 200 kg or L of trackable waste, or a Queensland ERA 57
 * environmental authority; treating or disposing of it needs the receiving facility's own. Using
 * pesticides for pay needs a pest control licence from Victoria's Department of Health (Public
 * Health and Wellbeing Act 2008), a pest management technician licence from the NSW EPA
 * (Pesticides Act 1999) or a pest management licence from Queensland Health; Queensland's building
 * regulator (QBCC) oversees termite management systems in buildings; and managing biosecurity
 * (quarantine) waste is done under an approved arrangement with the Commonwealth's agriculture
 * department (Biosecurity Act 2015).
 */
export const regulatedActivities = [
  { value: "carry", label: "Carrying the waste (liquid, hazardous, clinical, trackable or regulated)" },
  { value: "treat", label: "Receiving, treating or disposing of it" },
  { value: "install", label: "Installing equipment (plumbing or electrical work)" },
  { value: "pest", label: "Pest management (using pesticides for customers)" },
  { value: "termite", label: "Termite management systems in buildings" },
  { value: "biosecurity", label: "Handling biosecurity (quarantine) waste under an approved arrangement" },
] as const;
export type RegulatedActivity = (typeof regulatedActivities)[number]["value"];

export const australianStates = [
  { value: "VIC", label: "Victoria" },
  { value: "NSW", label: "New South Wales" },
  { value: "QLD", label: "Queensland" },
  { value: "SA", label: "South Australia" },
  { value: "WA", label: "Western Australia" },
  { value: "TAS", label: "Tasmania" },
  { value: "ACT", label: "Australian Capital Territory" },
  { value: "NT", label: "Northern Territory" },
] as const;
export type AustralianState = (typeof australianStates)[number]["value"];

/** A partner's role decides the activity it does for the company. */
export const partnerRoles = [
  { value: "carrier", label: "Carrier", activity: "carry" },
  { value: "facility", label: "Receiving or treatment facility", activity: "treat" },
  { value: "trade", label: "Trade (plumber, electrician)", activity: "install" },
  { value: "pest", label: "Pest manager", activity: "pest" },
  { value: "termite", label: "Termite manager", activity: "termite" },
  { value: "biosecurity", label: "Biosecurity approved arrangement holder", activity: "biosecurity" },
] as const;
export type PartnerRole = (typeof partnerRoles)[number]["value"];

/**
 * The regulated streams a page can name, each with the work it needs: one list the build (every page
 * that names one declares that work), the finder and the register read. A name in a sentence that
 * says the company does not take it ("we do not take sharps") is not an offer.
 */
export const regulatedStreams = [
  { name: "liquid waste", words: ["liquid waste", "grease trap", "grease arrestor", "interceptor", "waste oil", "septic"], activity: "carry" },
  { name: "clinical waste", words: ["clinical waste", "medical waste", "sharps", "cytotoxic", "pathological waste"], activity: "carry" },
  { name: "hazardous waste", words: ["hazardous waste", "chemical waste", "trackable waste"], activity: "carry" },
  { name: "biosecurity waste", words: ["quarantine waste", "biosecurity waste"], activity: "biosecurity" },
  { name: "pest control", words: ["pest control", "pest management"], activity: "pest" },
  { name: "termite management", words: ["termite"], activity: "termite" },
] as const satisfies readonly { name: string; words: readonly string[]; activity: RegulatedActivity }[];

export const stateName = (state: string) =>
  australianStates.find((known) => known.value === state)?.label ?? state;

/** Where the business holds personal data, the website's and the rest: each service's kind. */
export const processorKinds = [
  { value: "hosting", label: "Hosting (the web server and its database)" },
  { value: "mail", label: "Email (the email provider)" },
  { value: "crm", label: "Enquiry system (where the website sends enquiries)" },
  { value: "backups", label: "Backups" },
  { value: "billing", label: "Billing and accounts (invoices, customers' accounts)" },
  { value: "portal", label: "Customer portal (behind the Log In link)" },
  { value: "calls", label: "Phone calls and their recordings" },
  { value: "payments", label: "Payments (cards and direct debits)" },
  { value: "analytics", label: "Analytics" },
  { value: "other", label: "Other" },
] as const;

/**
 * The kinds every business that runs this site has, so the launch check asks for each: the
 * website's own, and the business's (its billing, its portal, its calls, its payments). A kind the
 * company does not use (it records no calls) is said so in the register, never left unsaid.
 */
export const requiredProcessorKinds = ["hosting", "mail", "backups", "billing", "portal", "calls", "payments"] as const;

/** The kinds of service a business may do without; the register says which it does not use. */
export const optionalServices = [
  { value: "calls", label: "We do not record phone calls, and no service holds them" },
  { value: "payments", label: "We take no payments by card or direct debit" },
  { value: "portal", label: "We have no customer portal" },
] as const;
export type ProcessorKind = (typeof processorKinds)[number]["value"];
export type OptionalService = (typeof optionalServices)[number]["value"];
