import type { ComponentSchema } from "@keystatic/core";
import { countWords } from "../limits";
import {
  type CityWords,
  PARAGRAPH_WORDS,
  cityPageShared,
  cityTextCopied,
  notCityWords,
  notProse,
  pageRuns,
  proseFields,
  sentencesOf,
} from "../repeat-limits";
import { parseYaml } from "../yaml";
import { withWordsChecked } from "./checked-field";
import { saveWalk } from "./save-walk";
import { type OpenPage, otherThanOpen } from "./page-fields";
import type { PageRef } from "./page-picker";

/**
 * Each page's paragraphs and price sentences are its own (content/repeats.ts). In the editor, a
 * field holding a paragraph that another page has, or a price paragraph with a sentence of
 * another page's price section, is refused under it and at Save, in either storage, naming that
 * page. The other pages' words are the repository's when the editor's code was built, as the page
 * pickers' pages are; the build checks every page against the others itself.
 */
export interface ProseIndex {
  paragraphs: Map<string, PageRef[]>;
  priceSentences: Map<string, PageRef[]>;
  /** Each city page with the five-word runs of its words (repeat-limits.ts), by its file. */
  cities: Map<string, CityWords>;
}

const add = (map: Map<string, PageRef[]>, key: string, page: PageRef) =>
  map.set(key, [...(map.get(key) ?? []), page]);

/** The paragraphs and price sentences of every page, with the pages that have each. */
export function proseIn(
  files: readonly { file: string; text: string }[],
  pages: readonly PageRef[],
): ProseIndex {
  const index: ProseIndex = { paragraphs: new Map(), priceSentences: new Map(), cities: new Map() };
  for (const page of pages) {
    const text = files.find((entry) => entry.file === page.file)?.text;
    let data: unknown;
    try {
      data = text === undefined ? undefined : parseYaml(text);
    } catch {
      continue;
    }
    const prose = proseFields(data).map(([, text]) => text);
    for (const paragraph of prose)
      if (countWords(paragraph) >= PARAGRAPH_WORDS) add(index.paragraphs, paragraph, page);
    if (page.file.startsWith("content/cities/"))
      index.cities.set(page.file, { name: page.name, path: page.path, runs: pageRuns(prose) });
    const prices = (data as { priceFactors?: unknown } | undefined)?.priceFactors;
    if (Array.isArray(prices))
      for (const price of prices)
        if (typeof price === "string")
          for (const sentence of sentencesOf(price)) add(index.priceSentences, sentence, page);
  }
  return index;
}

export const paragraphRepeated = (other: PageRef) =>
  `repeats a paragraph of “${other.name}” (${other.path}): write this page's own`;
export const priceSentenceRepeated = (sentence: string, other: PageRef) =>
  `“${sentence}” is a sentence of “${other.name}” (${other.path})'s price section: write this page's own`;

/**
 * A page's fields, each refusing a paragraph or price sentence another page has; on a city's page
 * (`city`), also a text mostly another city page's, with a few words changed.
 */
export function fieldsOfOwnProse<S extends Record<string, ComponentSchema>>(
  fields: S,
  index: ProseIndex,
  open: () => OpenPage,
  city = false,
): S {
  const others = (owners: PageRef[] | undefined) => otherThanOpen(owners, open());
  const paragraph = (text: string) => {
    if (countWords(text) < PARAGRAPH_WORDS) return undefined;
    const other = others(index.paragraphs.get(text));
    return other && paragraphRepeated(other);
  };
  const price = (text: string) => {
    for (const sentence of sentencesOf(text)) {
      const other = others(index.priceSentences.get(sentence));
      if (other) return priceSentenceRepeated(sentence, other);
    }
    return paragraph(text);
  };
  const words = (check: (text: string) => string | undefined) => (value: unknown) =>
    typeof value === "string" ? check(value) : undefined;
  const cityWords = (text: string) => {
    const current = open();
    if (current === undefined) return undefined;
    const others = [...index.cities].flatMap(([file, words]) => (file === current ? [] : [words]));
    return cityTextCopied(text, others);
  };
  const checked = withWordsChecked(fields, notProse, words(paragraph));
  const prices = fields.priceFactors;
  const own = prices
    ? { ...checked, ...withWordsChecked({ priceFactors: prices }, notProse, words(price)) }
    : checked;
  return city ? withWordsChecked(own, notCityWords, words(cityWords)) : own;
}

/**
 * A city page's fields with its wording as a whole checked at Save (save-walk.tsx): every text of
 * the page, as the build reads them, against each other city page's (`cities`, where the editor
 * has them: the build checks the pages itself), so that a tenth of another page's wording spread
 * over texts each under the share one text may have is refused too.
 */
export function cityPageWalk<S extends Record<string, ComponentSchema>>(
  fields: S,
  cities: ProseIndex["cities"] = new Map(),
  open: () => OpenPage,
): S {
  const walk = saveWalk<string[]>("cityWording", (noted) => {
    const current = open();
    const others = [...cities].flatMap(([file, words]) => (file === current ? [] : [words]));
    const why = cityPageShared(pageRuns(noted.flat()), others);
    return why ? [{ where: ["The page as a whole"], message: why }] : [];
  });
  // The texts the build measures: each string of the page's words (proseFields), none of its links.
  const texts = (value: unknown) => proseFields(value).map(([, text]) => text);
  const noted = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [
      key,
      notProse.has(key) ? field : walk.noting(field, texts, notProse),
    ]),
  );
  return { cityPageStarts: walk.start, ...noted, cityPageEnds: walk.end } as unknown as S;
}
