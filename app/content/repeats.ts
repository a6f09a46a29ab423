import type { Parsed } from "./types";
import { countWords } from "./limits";
import {
  CITY_TEXT_RUNS_MIN,
  CITY_TEXT_SHARE_MAX,
  PARAGRAPH_WORDS,
  cityWordsCopied,
  fiveWordRuns,
  notCityWords,
  proseFields,
  sentencesOf,
  sharedShare,
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
  const cities = parsed.filter((entry) => entry.kind === "city");
  problems.push(...cityTextsCopied(cities));
  for (const [i, a] of cities.entries())
    for (const b of cities.slice(i + 1)) {
      const shared = overlap(allProse(a.data), allProse(b.data));
      if (shared >= CITY_OVERLAP_MAX)
        problems.push(`${b.file}: shares ${Math.round(shared * 100)}% of its wording with ${a.file}`);
    }
  return problems;
}

/** City pages share less than a tenth of their five-word runs with any other city page. */
export const CITY_OVERLAP_MAX = 0.1;

const allProse = (data: unknown) => proseFields(data).map(([, text]) => text).join(" ");

/** The share of the shorter text's five-word runs that the other text has too. */
export function overlap(a: string, b: string): number {
  const left = fiveWordRuns(a);
  const right = fiveWordRuns(b);
  const shared = [...left].filter((gram) => right.has(gram)).length;
  return shared / Math.max(1, Math.min(left.size, right.size));
}

/**
 * Each text of a city page that is mostly another city page's (repeat-limits.ts): the rule the
 * editor's fields apply too, so a copied text is refused as it is typed; the share of the whole
 * page above is the build's alone.
 */
function cityTextsCopied(cities: Parsed[]): string[] {
  const runsOf = new Map(cities.map((city) => [city, fiveWordRuns(allProse(city.data))]));
  // Each pair once, on the later page, as the page-wide share is: both pages' texts are each
  // other's, and the build cannot tell which was written first (the editor can: the open page).
  return cities.flatMap((city, index) =>
    cityTexts(city.data).flatMap(([field, text]) => {
      const runs = fiveWordRuns(text);
      if (runs.size < CITY_TEXT_RUNS_MIN) return [];
      for (const other of cities.slice(0, index)) {
        const share = sharedShare(runs, runsOf.get(other)!);
        if (share >= CITY_TEXT_SHARE_MAX) return [`${city.file}: field "${field}": ${cityWordsCopied(other.data, share)}`];
      }
      return [];
    }),
  );
}

/** A city page's texts the rule measures: its prose but its statements. */
const cityTexts = (data: unknown) =>
  proseFields(data).filter(([field]) => !notCityWords.has(field.split(".")[0]!));
