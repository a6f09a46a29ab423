import type { Parsed } from "./types";
import { countWords } from "./limits";
import {
  type CityWords,
  PARAGRAPH_WORDS,
  cityTextCopied,
  fiveWordRuns,
  notCityWords,
  proseFields,
  sentencesOf,
} from "./repeat-limits";

/**
 * The rules on words that span pages, which no single field can check: each page's paragraphs
 * and its price sentences are its own, and no city page is another with the city's name swapped.
 */
export function repeatedProse(parsed: Parsed[]): string[] {
  const problems: string[] = [];
  const paragraphOwner = new Map<string, { file: string; field: string }>();
  const sentenceOwner = new Map<string, string>();
  for (const { file, data } of parsed) {
    for (const [field, text] of proseFields(data)) {
      if (countWords(text) < PARAGRAPH_WORDS) continue;
      const other = paragraphOwner.get(text);
      if (other && other.file !== file)
        problems.push(`${file}: field "${field}": repeats a paragraph of ${other.file} (field "${other.field}")`);
      else paragraphOwner.set(text, { file, field });
    }
    if (!("priceFactors" in data) || !data.priceFactors) continue;
    data.priceFactors.forEach((text, index) => {
      for (const sentence of sentencesOf(text)) {
        const other = sentenceOwner.get(sentence);
        if (other && other !== file)
          problems.push(`${file}: field "priceFactors.${index}": repeats a sentence of ${other}'s price section`);
        else sentenceOwner.set(sentence, file);
      }
    });
  }
  const cities = parsed
    .filter((entry) => entry.kind === "city")
    .map((entry) => {
      const { name, path } = entry.data;
      return { entry, words: { name, path, runs: fiveWordRuns(allProse(entry.data)) } };
    });
  problems.push(...cityTextsCopied(cities));
  for (const [i, a] of cities.entries())
    for (const b of cities.slice(i + 1)) {
      const shared = overlap(a.words.runs, b.words.runs);
      if (shared >= CITY_OVERLAP_MAX)
        problems.push(`${b.entry.file}: shares ${Math.round(shared * 100)}% of its wording with ${a.entry.file}`);
    }
  return problems;
}

/** City pages share less than a tenth of their five-word runs with any other city page. */
export const CITY_OVERLAP_MAX = 0.1;

const allProse = (data: unknown) => proseFields(data).map(([, text]) => text).join(" ");

/** The share of the shorter text's five-word runs that the other text has too. */
function overlap(left: ReadonlySet<string>, right: ReadonlySet<string>): number {
  const shared = [...left].filter((gram) => right.has(gram)).length;
  return shared / Math.max(1, Math.min(left.size, right.size));
}

/**
 * Each text of a city page that is mostly another city page's (repeat-limits.ts): the rule the
 * editor's fields apply too, so a copied text is refused as it is typed; the share of the whole
 * page above is the build's alone.
 */
function cityTextsCopied(cities: { entry: Parsed; words: CityWords }[]): string[] {
  // Each pair once, on the later page, as the page-wide share is: both pages' texts are each
  // other's, and the build cannot tell which was written first (the editor can: the open page).
  return cities.flatMap(({ entry }, index) => {
    const earlier = cities.slice(0, index).map(({ words }) => words);
    return cityTexts(entry.data).flatMap(([field, text]) => {
      const why = cityTextCopied(text, earlier);
      return why ? [`${entry.file}: field "${field}": ${why}`] : [];
    });
  });
}

/** A city page's texts the rule measures: its prose but its statements. */
const cityTexts = (data: unknown) =>
  proseFields(data).filter(([field]) => !notCityWords.has(field.split(".")[0]!));
