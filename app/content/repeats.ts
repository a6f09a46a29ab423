import type { Parsed } from "./types";
import { countWords } from "./limits";
import {
  type CityWords,
  PARAGRAPH_WORDS,
  cityPageShared,
  cityTextCopied,
  pageRuns,
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
      return { entry, words: { name, path, runs: pageRuns(proseFields(entry.data).map(([, text]) => text)) } };
    });
  problems.push(...cityTextsCopied(cities));
  // Each pair once, on the later page: the build cannot tell which was written first.
  for (const [i, b] of cities.entries()) {
    const why = cityPageShared(b.words.runs, cities.slice(0, i).map(({ words }) => words));
    if (why) problems.push(`${b.entry.file}: ${why}`);
  }
  return problems;
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
