import type { Parsed } from "./types";
import { countWords } from "./limits";
import { PARAGRAPH_WORDS, proseFields, sentencesOf } from "./repeat-limits";

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

/** Word 5-grams: two texts that share most of them are the same text with a few words swapped. */
function shingles(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
  return new Set(words.slice(0, -4).map((_, i) => words.slice(i, i + 5).join(" ")));
}

/** The share of the shorter text's five-word runs that the other text has too. */
export function overlap(a: string, b: string): number {
  const left = shingles(a);
  const right = shingles(b);
  const shared = [...left].filter((gram) => right.has(gram)).length;
  return shared / Math.max(1, Math.min(left.size, right.size));
}
