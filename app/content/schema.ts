import { z } from "zod";
import { pageLimits, sitePathPattern } from "./limits";

/**
 * The shape of every content file under content/ (one file per page). The editor
 * (keystatic.config.ts) writes files of these shapes; this schema checks them when the site is
 * built, so a file that breaks it stops the build with the file and field named. Objects are
 * strict: a key the site does not know is an error, not silently ignored.
 *
 * The editor saves an optional text it was given no value for as "", and an optional table or
 * guidance block as an empty object, so those read as absent.
 */
const text = z.string().trim().min(1, "is empty");
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);
const texts = (minimum = 1) => z.array(text).min(minimum, `needs at least ${minimum}`);
const emptyBlock = (value: unknown) =>
  value && typeof value === "object" && Object.values(value).every((v) => !v || (Array.isArray(v) && !v.length))
    ? undefined
    : value;

/** A site address: "/", or lower-case words joined by hyphens, in one or more folders. */
export const sitePath = z
  .string()
  .regex(sitePathPattern, "must be a site address such as /services/wheelie-bins");

const relatedPaths = z.array(sitePath).min(pageLimits.relatedMin, `needs at least ${pageLimits.relatedMin} pages`);

/** An optional list the editor saves as [] when it is empty; read as absent. */
const optionalList = <S extends z.ZodType>(item: S) =>
  z
    .array(item)
    .optional()
    .transform((list) => (list?.length ? list : undefined));

export const faq = z
  .object({
    question: text,
    answer: text,
    /** Pages of this site the answer points to, such as the service agreement for questions about contracts. */
    links: optionalList(z.object({ label: text, path: sitePath }).strict()),
  })
  .strict();
export const step = z.object({ title: text, text }).strict();
export const optionRow = z.object({ name: text, capacity: text, suits: text }).strict();
export const optionTable = z.object({ heading: text, intro: optionalText, rows: z.array(optionRow).min(1) }).strict();
export const section = z
  .object({
    heading: text,
    paragraphs: texts(),
    list: optionalList(text),
    /** Pages the section relies on, such as each state's own levy page or the fees and charges. */
    links: optionalList(
      z
        .object({
          label: text,
          // Another organisation's page, or a page of this site by its address.
          href: z.union([sitePath, z.url({ protocol: /^https$/ })], {
            error: "must be an https:// address or a site address such as /fees-and-charges",
          }),
        })
        .strict(),
    ),
  })
  .strict();
export const businessSizes = ["small", "medium", "large", "home"] as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD");

/**
 * Where a rule, levy, date or legal duty the page states comes from: the regulator's or the
 * legislation's own page, and the day someone last read it there (npm run content:report lists
 * those read more than twelve months ago). Shown at the end of the page.
 */
export const source = z
  .object({
    title: text.max(160, "must be 160 characters or fewer"),
    publisher: text.max(100, "must be 100 characters or fewer"),
    url: z.url({ protocol: /^https$/, error: "must be an https:// address" }),
    checked: isoDate,
  })
  .strict();
/** A page's sources: optional, but every page that states a rule has them (tests/unit/sources.test.ts). */
const sources = optionalList(source);

/** Name, address and search metadata: what the site map, menus' breadcrumbs and cards read. */
const pageFields = {
  /** The page's own name: its H1, breadcrumb label and card heading. */
  name: text,
  path: sitePath,
  /** The page part of the title; the brand is appended by the SEO helper. */
  title: text.max(pageLimits.titleMax, `must be ${pageLimits.titleMax} characters or fewer`),
  /** Also the one-line summary on hub cards. */
  description: text
    .min(pageLimits.descriptionMin, `must be at least ${pageLimits.descriptionMin} characters`)
    .max(pageLimits.descriptionMax, `must be ${pageLimits.descriptionMax} characters or fewer`),
  keywords: texts(),
};
/**
 * Hubs and general pages may leave these out: SPEC gives the contact page and the industries hub
 * none, and they then use the site's default title and description.
 */
const optionalPageFields = {
  ...pageFields,
  title: pageFields.title.optional(),
  description: pageFields.description.optional(),
  // The editor saves an empty list for keywords it was given none.
  keywords: z
    .array(text)
    .optional()
    .transform((keywords) => (keywords?.length ? keywords : undefined)),
};

/**
 * Service, waste-stream, recycling-material, industry and business-size pages tell the same story
 * (what it is, what is included, how it works, who it suits, compliance, questions), so they share
 * one shape; each page type's template words its headings for its own audience.
 */
export const topicBody = {
  /** One or two sentences under the H1. */
  lead: text,
  /** What it is and why it matters: two to four paragraphs. */
  overview: texts(),
  included: texts(),
  /** Bin sizes, equipment or vehicles, where the page has them. */
  options: z.preprocess(emptyBlock, optionTable.optional()),
  steps: z.array(step).min(1),
  /** Who it suits: business sizes, industries (site addresses) and a paragraph. */
  suits: z
    .object({ sizes: z.array(z.enum(businessSizes)), industries: z.array(sitePath), text })
    .strict(),
  compliance: texts(),
  /**
   * "What affects the price": what moves this topic's cost, with no amounts. Every service,
   * waste-stream and material page has it (tests/content); industry and business pages do not.
   */
  priceFactors: optionalList(text),
  faqs: z.array(faq).min(pageLimits.questionsMin, `needs at least ${pageLimits.questionsMin} questions`),
  related: relatedPaths,
  sources,
};

export const cityBody = {
  lead: text,
  intro: texts(),
  /** Suburbs and industrial areas served, grouped by region of the city. */
  areas: z.array(z.object({ heading: text, text, suburbs: texts() }).strict()).min(1),
  /** The state's environment regulator and the rules that matter to customers there. */
  regulation: z.object({ heading: text, paragraphs: texts() }).strict(),
  localNotes: z.array(step).min(1),
  /** Addresses of the services most asked for in this city. */
  services: z.array(sitePath).min(1),
  faqs: z.array(faq).min(pageLimits.questionsMin, `needs at least ${pageLimits.questionsMin} questions`),
  related: relatedPaths,
  sources,
};

/** Hub pages: an overview above a card for every child page in the navigation tree. */
export const hubBody = {
  lead: text,
  overview: texts(),
  guidance: z.preprocess(emptyBlock, z.object({ heading: text, paragraphs: texts() }).strict().optional()),
  faqs: z
    .array(faq)
    .optional()
    .transform((faqs) => (faqs?.length ? faqs : undefined)),
  related: relatedPaths,
};

const card = z.object({ path: sitePath, heading: text, text }).strict();

export const homeBody = z
  .object({
    lead: text,
    audiences: z.array(card).min(1),
    families: z.array(card).min(1),
    whyChoose: z.array(step).min(1),
    gettingStarted: z.array(step).min(1),
    industriesIntro: text,
    closing: text,
  })
  .strict();

export const aboutBody = z
  .object({
    lead: text,
    story: texts(),
    howWeWork: z.array(step).min(1),
    serviceAreas: texts(),
    values: z.array(step).min(1),
    related: relatedPaths,
  })
  .strict();

/**
 * A dated long-form document: the privacy policy, the accessibility statement, and the
 * plain-English terms (fees and charges, the service agreement).
 */
export const documentBody = z
  .object({
    lead: text,
    /** The date the document was last reviewed, YYYY-MM-DD. */
    updated: isoDate,
    sections: z.array(section).min(1),
    sources,
  })
  .strict();

/**
 * One published version of the plain-English terms (content/terms/): the page at `document`
 * shows its latest version, and every version stays readable at `document`/`version`, such as
 * /service-agreement/2026-11. Staff publish a new version as a new file; earlier files stay.
 */
export const termsVersionFile = documentBody
  .extend({
    /** For staff in the editor's list, such as "Service agreement, November 2026". */
    name: text,
    document: sitePath,
    /** The month the version took effect, YYYY-MM: also the last part of its address. */
    version: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a month written YYYY-MM"),
  })
  .strict();

export const thankYouBody = z.object({ lead: text, nextSteps: z.array(step).min(1), urgent: text }).strict();

/**
 * General pages each have a template of their own, chosen by body.discriminant (the editor's
 * "template" choice); the body's value holds that template's words.
 */
const withValue = <T extends string, S extends z.ZodType>(template: T, value: S) =>
  z.object({ discriminant: z.literal(template), value }).strict();
const withoutValue = <T extends string>(template: T) =>
  z.object({ discriminant: z.literal(template), value: z.null().optional() }).strict();

export const generalBody = z.discriminatedUnion("discriminant", [
  withValue("home", homeBody),
  withValue("about", aboutBody),
  withoutValue("contact"),
  withValue("thankYou", thankYouBody),
  withValue("privacy", documentBody),
  withValue("accessibility", documentBody),
  withoutValue("tool"),
  // Any number of pages may use these two, so they are found by address, not by template.
  // Their words are the latest of their published versions (content/terms/, termsVersionFile).
  withoutValue("terms"),
  withoutValue("quote"),
]);

export const topicFile = z.object({ ...pageFields, ...topicBody }).strict();
export const cityFile = z.object({ ...pageFields, ...cityBody }).strict();
export const hubFile = z.object({ ...optionalPageFields, ...hubBody }).strict();
export const generalFile = z.object({ ...optionalPageFields, body: generalBody }).strict();

/** The company's facts: content/company.json. */
export const companyFile = z
  .object({
    name: text,
    shortName: text,
    legalName: text,
    foundedYear: z.number().int().min(1900).max(2100),
    tagline: text,
    phone: z.string().regex(/^[0-9 ]{8,14}$/, "must be digits and spaces, as visitors should read it"),
    email: z.email("must be an email address"),
    address: z
      .object({
        street: text,
        locality: text,
        region: z.enum(["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"]),
        postcode: z.string().regex(/^\d{4}$/, "must be four digits"),
        country: z.literal("AU"),
      })
      .strict(),
    hours: text,
    serviceCities: texts(),
    serviceAreaNote: text,
    social: z
      .array(
        z
          .object({
            network: z.enum(["Facebook", "LinkedIn", "Instagram"]),
            url: z.url({ protocol: /^https$/, error: "must be an https:// address" }),
          })
          .strict(),
      )
      .min(1),
    loginUrl: z.url({ protocol: /^https$/, error: "must be an https:// address" }),
    defaultTitle: text.max(70, "must be 70 characters or fewer"),
    defaultDescription: pageFields.description,
  })
  .strict();

export type PageType =
  | "home"
  | "about"
  | "contact"
  | "thankYou"
  | "privacy"
  | "accessibility"
  | "hub"
  | "business"
  | "service"
  | "waste"
  | "material"
  | "industry"
  | "city"
  | "tool"
  // The guided quote request, and the plain-English terms it links to.
  | "quote"
  | "terms";

/** Which folder under content/ holds which kind of page, and the schema its files follow. */
export const collections = [
  { folder: "services", type: "service", schema: topicFile },
  { folder: "waste", type: "waste", schema: topicFile },
  { folder: "materials", type: "material", schema: topicFile },
  { folder: "industries", type: "industry", schema: topicFile },
  { folder: "business", type: "business", schema: topicFile },
  { folder: "cities", type: "city", schema: cityFile },
  { folder: "hubs", type: "hub", schema: hubFile },
  { folder: "pages", type: "general", schema: generalFile },
] as const;

export type BusinessSize = (typeof businessSizes)[number];
export type Faq = z.output<typeof faq>;
export type Step = z.output<typeof step>;
export type OptionRow = z.output<typeof optionRow>;
export type OptionTable = z.output<typeof optionTable>;
export type Section = z.output<typeof section>;
export type TopicFile = z.output<typeof topicFile>;
export type CityFile = z.output<typeof cityFile>;
export type HubFile = z.output<typeof hubFile>;
export type GeneralFile = z.output<typeof generalFile>;
export type HomeContent = z.output<typeof homeBody>;
export type AboutContent = z.output<typeof aboutBody>;
export type PrivacyContent = z.output<typeof documentBody>;
export type Source = z.output<typeof source>;
export type TermsVersion = z.output<typeof termsVersionFile>;
export type ThankYouContent = z.output<typeof thankYouBody>;
export type Company = z.output<typeof companyFile>;

/** A page's words as templates receive them: the body fields and the page's address. */
type Body<F> = Omit<F, "name" | "title" | "description" | "keywords">;
export type TopicContent = Body<TopicFile>;
export type CityContent = Body<CityFile>;
export type HubContent = Body<HubFile>;
