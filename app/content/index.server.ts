import { readContentFiles, cachedUntilChanged, contentRoot } from "./files.server";
import { type DeclaredWork, regulatedWork } from "./regulated";
import { type Content, loadContent } from "./load";
import type {
  AboutContent,
  CityContent,
  ContactContent,
  CustomerServiceContent,
  BinSizeGuideContent,
  BlogListWords,
  GetAQuoteContent,
  WhatGoesWhereContent,
  WordPage,
  HomeContent,
  HubContent,
  PrivacyContent,
  TermsVersion,
  ThankYouContent,
  TopicContent,
} from "./types";
import { fillAllTokens } from "./text";
import type { WordPageKey } from "./fixed-pages";

/**
 * The one way into the site's words: every page's metadata and body, read from the files under
 * content/ and checked through the editor's fields (app/content/schema), so a broken file stops the build. Only loaders
 * and build steps import this module, so the words stay out of the browser's bundles; each page
 * receives its own words as route data.
 */
export const content: () => Content = cachedUntilChanged(contentRoot, () => loadContent(readContentFiles()));

function bodyOf<T extends { name: string; title?: string; description?: string; keywords?: string[] }>(
  file: T | undefined,
) {
  if (!file) return undefined;
  const { name: _name, title: _title, description: _description, keywords: _keywords, ...body } = file;
  return fillAllTokens(body);
}

export const topicContent = (path: string): TopicContent | undefined => bodyOf(content().topics.get(path));
export const cityContent = (path: string): CityContent | undefined => bodyOf(content().cities.get(path));
export const hubContent = (path: string): HubContent | undefined => bodyOf(content().hubs.get(path));

/** A fixed page's words, by its entry in the editor, without its name, address and metadata. */
function general<T>(key: string): T | undefined {
  const page = content().general.get(key);
  if (!page) return undefined;
  const { name: _n, path: _p, title: _t, description: _d, keywords: _k, key: _key, template: _template, ...words } = page;
  return fillAllTokens(words) as T;
}

export const homeContent = () => general<HomeContent>("home");
export const aboutContent = () => general<AboutContent>("about");
export const privacyContent = () => general<PrivacyContent>("privacy");
export const accessibilityContent = () => general<PrivacyContent>("accessibility");
export const thankYouContent = () => general<ThankYouContent>("thankYou");
export const contactContent = () => general<ContactContent>("contact");
export const whatGoesWhereContent = () => general<WhatGoesWhereContent>("whatGoesWhere");
export const binSizeGuideContent = () => general<BinSizeGuideContent>("binSizeGuide");
export const getAQuoteContent = () => general<GetAQuoteContent>("getAQuote");
export const customerServiceContent = () => general<CustomerServiceContent>("customerService");

/** The blog list's words: its heading, metadata, lead and the links between its pages. */
export const blogListContent = () => wordPageContent("blogList") as BlogListWords;

/** The words of a page outside the site map, with the company's facts filled in. */
export function wordPageContent(key: WordPageKey): WordPage {
  const words = content().wordPages.get(key);
  if (!words) throw new Error(`No words for ${key} in content/pages/`);
  return fillAllTokens(words);
}

/** The headings and sentences a template shares across its pages, with the company's facts filled in. */
export const templateWords = () => fillAllTokens(content().templateWords);

/** Who does a page's regulated work, from the register; nothing when the page declares none. */
export function regulatedSection(declared?: readonly DeclaredWork[]) {
  if (!declared?.length) return null;
  const words = templateWords().regulated;
  const parts = regulatedWork(declared, words);
  return parts.length ? { heading: words.heading, intro: words.intro, parts } : null;
}

/** The footer's words and links, with the company's facts filled in. */
export const footerContent = () => fillAllTokens(content().footer);

/** The document page template's content, by path: the policies, and the plain-English terms of service. */
export function documentContent(path: string): PrivacyContent | undefined {
  const page = content().pages.find((p) => p.path === path);
  if (page?.type === "privacy") return privacyContent();
  if (page?.type === "accessibility") return accessibilityContent();
  if (page?.type !== "terms") return undefined;
  const versions = termsVersions(path);
  const current = versionInForce(versions.map((v) => v.version));
  return versions.find((v) => v.version === current);
}

/** A terms page's published versions, oldest first. */
export const termsVersions = (path: string): TermsVersion[] =>
  (content().termsVersions.get(path) ?? []).map((version) => fillAllTokens(version));

/** This month in Melbourne, where the company is, as a terms version names it (YYYY-MM). */
export const monthInMelbourne = (now = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Melbourne", year: "numeric", month: "2-digit" })
    .format(now)
    .slice(0, 7);

/**
 * The version in force: the latest whose month has come. A version published ahead of its month
 * is shown as coming until then; the page is rendered again by the first build in that month.
 */
export function versionInForce(versions: readonly string[], month = monthInMelbourne()): string | undefined {
  return versions.filter((version) => version <= month).at(-1) ?? versions[0];
}

/** Every published version's own address, such as /service-agreement/2026-11. */
export const termsVersionPaths = () =>
  [...content().termsVersions].flatMap(([path, versions]) => versions.map((v) => `${path}/${v.version}`));

/** The content file a page's words come from, such as content/services/wheelie-bins.yaml. */
export const fileOfPage = (path: string) => content().files.get(path);

/** The address a content file shows: a page file's own, or /post/<name> for a blog post. */
export function pageOfFile(file: string): string | undefined {
  const post = /^content\/blog\/([a-z0-9-]+)\.md$/.exec(file);
  if (post) return `/post/${post[1]}`;
  return [...content().files].find(([, owner]) => owner === file)?.[0];
}

/** Every topic, city and hub page's words, for the content checks. */
export const allContent = () => ({
  topics: [...content().topics.keys()].map((path) => topicContent(path)!),
  cities: [...content().cities.keys()].map((path) => cityContent(path)!),
  hubs: [...content().hubs.keys()].map((path) => hubContent(path)!),
});
