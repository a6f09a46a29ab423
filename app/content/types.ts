/**
 * The shapes of the site's words, as templates and blocks receive them: derived from the editor's
 * fields (app/keystatic/schema/), the one statement of each field, through Keystatic's own types
 * for what its reader returns. Types only: nothing here reaches a bundle.
 */
import type { Entry } from "@keystatic/core/reader";
import type { contentSchema } from "../keystatic/schema";

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
export type GeneralFile = Writable<Entry<Collections["pages"]>>;
export type TermsVersion = Writable<Entry<Collections["terms"]>>;
/** A post's front matter; a post never updated has no `updated`. */
export type FrontMatter = Omit<Writable<Entry<Collections["blog"]>>, "body" | "updated"> & { updated?: string };
export type Company = Writable<Entry<Singletons["company"]>>;

type Body<Template extends GeneralFile["body"]["discriminant"]> = Extract<
  GeneralFile["body"],
  { discriminant: Template }
>["value"];
export type HomeContent = Body<"home">;
export type AboutContent = Body<"about">;
export type ThankYouContent = Body<"thankYou">;
export type PrivacyContent = Body<"privacy">;

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
  | GeneralFile["body"]["discriminant"]
  | "hub"
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
