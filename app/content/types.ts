/**
 * The shapes of the site's words, as templates and blocks receive them: derived from the editor's
 * fields (app/content/schema/), the one statement of each field, through Keystatic's own types
 * for what its reader returns. Types only: nothing here reaches a bundle.
 */
import type { Entry } from "@keystatic/core/reader";
import type { contentSchema } from "./schema";
import type { FixedPageKey, FixedPageType, fixedPages } from "./fixed-pages";

type Collections = ReturnType<typeof contentSchema>["collections"];
type Singletons = ReturnType<typeof contentSchema>["singletons"];

/** Keystatic reads lists as read-only; the site's code receives plain data it may sort or map. */
type Writable<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer Item)[]
    ? Writable<Item>[]
    : T extends object
      ? { -readonly [Key in keyof T]: Writable<T[Key]> }
      : T;

type ServiceFile = Writable<Entry<Collections["services"]>>;
/** Industry and business-size pages have no price section; the others do. */
export type TopicFile = Omit<ServiceFile, "priceFactors"> & Partial<Pick<ServiceFile, "priceFactors">>;
export type CityFile = Writable<Entry<Collections["cities"]>>;
export type HubFile = Writable<Entry<Collections["hubs"]>>;
type FixedFile<K extends FixedPageKey> = Writable<Entry<Singletons[K]>>;
/** What every page file says of itself; the two fixed pages without metadata read as empty. */
interface PageHead {
  name: string;
  path: string;
  title: string;
  description: string;
  keywords: string[];
}
type GeneralKey = Exclude<FixedPageKey, "industriesHub">;
/** A fixed general page: its entry's words, its route's address and its template. */
export type GeneralFile = {
  [K in GeneralKey]: Omit<FixedFile<K>, keyof PageHead> &
    PageHead & { key: K; template: (typeof fixedPages)[K]["type"] };
}[GeneralKey];
/** The words of a page outside the site map (the blog's list, the service-area answer). */
export type WordPage = Writable<Entry<Singletons["serviceArea"]>>;
export type BlogListWords = Writable<Entry<Singletons["blogList"]>>;
export type TermsVersion = Writable<Entry<Collections["terms"]>>;
/** A post's front matter; a post never updated has no `updated`. */
export type FrontMatter = Omit<Writable<Entry<Collections["blog"]>>, "body" | "updated"> & { updated?: string };
/** The headings and sentences a template shares across its pages. */
export interface TemplateWords {
  topics: Writable<Entry<Singletons["topicHeadings"]>>;
  hubs: Writable<Entry<Singletons["hubHeadings"]>>;
  cities: Writable<Entry<Singletons["cityHeadings"]>>;
  posts: Writable<Entry<Singletons["postWords"]>>;
  search: Writable<Entry<Singletons["searchWords"]>>;
  documents: Writable<Entry<Singletons["documentWords"]>>;
  regulated: Writable<Entry<Singletons["regulatedWords"]>>;
  subscription: Writable<Entry<Singletons["subscriptionWords"]>>;
}
export type Company = Writable<Entry<Singletons["company"]>>;

/** A fixed page's words as its template receives them (its icon reaches it with the page). */
type Body<K extends GeneralKey> = Omit<FixedFile<K>, keyof PageHead | "icon">;
export type HomeContent = Body<"home">;
export type AboutContent = Body<"about">;
export type ThankYouContent = Body<"thankYou">;
export type PrivacyContent = Body<"privacy">;
export type ContactContent = Body<"contact">;
export type WhatGoesWhereContent = Body<"whatGoesWhere">;
export type BinSizeGuideContent = Body<"binSizeGuide">;
export type GetAQuoteContent = Body<"getAQuote">;
export type CustomerServiceContent = Body<"customerService">;

export type Faq = TopicFile["faqs"][number];
export type Step = TopicFile["steps"][number];
export type OptionTable = TopicFile["options"];
export type OptionRow = OptionTable["rows"][number];
export type BusinessSize = TopicFile["suits"]["sizes"][number];
export type Section = PrivacyContent["sections"][number];
/** One rule, levy, date or duty a page states, with the page(s) it comes from. */
export type Statement = TopicFile["compliance"][number];
export type Source = Statement["sources"][number];

/** A page's words as templates receive them: the body fields and the page's address. */
type WordsOf<F> = Omit<F, "name" | "title" | "description" | "keywords">;
export type TopicContent = WordsOf<TopicFile>;
export type CityContent = WordsOf<CityFile>;
export type HubContent = WordsOf<HubFile>;

/** What a page is: the general pages' templates, and one type per folder of pages. */
export type PageType =
  | FixedPageType
  | "business"
  | "service"
  | "waste"
  | "material"
  | "industry"
  | "city";

/** A page file read through its collection's fields, with what it is. */
export type Parsed =
  | { file: string; kind: "topic"; type: PageType; data: TopicFile }
  | { file: string; kind: "city"; type: PageType; data: CityFile }
  | { file: string; kind: "hub"; type: PageType; data: HubFile }
  | { file: string; kind: "general"; type: PageType; data: GeneralFile };

/** Any content file read through its collection's (or singleton's) fields. */
export interface ReadEntry {
  file: string;
  collection: string;
  data: Record<string, unknown>;
}
