/**
 * The shape of every page's words. Content is data: templates in app/routes render these objects,
 * and the content checks (tests/content) hold them to the rules in shared/BRAND.md.
 */
export type BusinessSize = "small" | "medium" | "large" | "home";

export interface Faq {
  question: string;
  answer: string;
  /** Pages of this site the answer points to, such as the service agreement for questions about contracts. */
  links?: { label: string; path: string }[];
}

export interface Step {
  title: string;
  text: string;
}

/** One row of a sizes or equipment table: a bin size, a compactor model class, a tanker. */
export interface OptionRow {
  name: string;
  capacity: string;
  suits: string;
}

export interface OptionTable {
  heading: string;
  intro?: string;
  rows: OptionRow[];
}

/**
 * Service, waste-stream, recycling-material, industry and business-size pages all tell the same
 * story (what it is, what is included, how it works, who it suits, compliance, questions), so they
 * share one content shape; each page type's template words its headings for its own audience.
 */
export interface TopicContent {
  /** The site map path this content belongs to. */
  path: string;
  /** One or two sentences under the H1. */
  lead: string;
  /** What it is and why it matters: two to four paragraphs. */
  overview: string[];
  /** "What's included": short list items. */
  included: string[];
  /** Bin sizes, equipment or vehicles, where the page has them. */
  options?: OptionTable;
  /** "How it works": three to five numbered steps. */
  steps: Step[];
  /** Who it suits: business sizes, industries (site map paths) and a paragraph. */
  suits: { sizes: BusinessSize[]; industries: string[]; text: string };
  /** Handling and compliance paragraphs: licences, EPA tracking, certificates, safety. */
  compliance: string[];
  /** At least four questions and answers. */
  faqs: Faq[];
  /** At least three site map paths of related pages. */
  related: string[];
}

export interface CityArea {
  heading: string;
  text: string;
  suburbs: string[];
}

export interface CityContent {
  path: string;
  lead: string;
  intro: string[];
  /** Suburbs and industrial areas served, grouped by region of the city. */
  areas: CityArea[];
  /** The state's environment regulator and the rules that matter to customers there. */
  regulation: { heading: string; paragraphs: string[] };
  /** Practical local service notes: access, council rules, facilities, timing. */
  localNotes: Step[];
  /** Site map paths of the services most asked for in this city. */
  services: string[];
  faqs: Faq[];
  related: string[];
}

/** Hub pages: an overview above a card for every child page in the navigation tree. */
export interface HubContent {
  path: string;
  lead: string;
  overview: string[];
  /** Optional guidance shown under the cards, such as how to choose between the children. */
  guidance?: { heading: string; paragraphs: string[] };
  faqs?: Faq[];
  related: string[];
}

export interface Section {
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** Pages elsewhere that the section relies on, such as each state's own levy page. */
  links?: { label: string; href: string }[];
}

export interface HomeContent {
  lead: string;
  audiences: { path: string; heading: string; text: string }[];
  families: { path: string; heading: string; text: string }[];
  whyChoose: Step[];
  gettingStarted: Step[];
  industriesIntro: string;
  closing: string;
}

export interface AboutContent {
  lead: string;
  story: string[];
  howWeWork: Step[];
  serviceAreas: string[];
  values: Step[];
  related: string[];
}

/** A dated long-form document: the privacy policy and the accessibility statement. */
export interface PrivacyContent {
  lead: string;
  /** ISO date the policy was last reviewed. */
  updated: string;
  sections: Section[];
}

export interface ThankYouContent {
  lead: string;
  nextSteps: Step[];
  urgent: string;
}
