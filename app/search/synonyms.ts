import type { Query } from "minisearch";
import { termsOf } from "./tokens";

/**
 * Words people use for the same thing, in Australian and everyday English. Each group is
 * expanded at query time (the index keeps the site's own words), so a new synonym needs no
 * rebuild of the index. A member may be a phrase: all its words must match.
 */
export const synonymGroups: string[][] = [
  ["skip", "bulk bin", "hook lift bin", "dumpster"],
  ["fogo", "food organics", "food waste", "organics"],
  ["ewaste", "electronics", "electronic waste", "computer"],
  ["grease", "fat", "cooking oil", "oil"],
  ["rubbish", "garbage", "trash", "waste", "general waste"],
  ["cardboard", "paper", "carton"],
  ["polystyrene", "styrofoam", "eps", "foam"],
  ["recycle", "recycling", "recycled"],
  ["shredding", "document destruction", "confidential"],
  ["sharps", "needle", "syringe"],
  ["medical", "clinical"],
  ["hazardous", "chemical", "dangerous goods"],
  ["wheelie bin", "mobile garbage bin", "mgb"],
  ["green waste", "garden organics", "garden waste"],
  ["washroom", "sanitary", "toilet"],
  ["pest", "rodent", "rat", "cockroach"],
  ["glass", "bottle"],
];

/** Synonyms count less than the visitor's own words, and forgive no typos, so a page using the word itself ranks first. */
const SYNONYM_WEIGHT = 0.3;

const groups = synonymGroups.map((group) => group.map(termsOf).filter((terms) => terms.length > 0));

function phraseQuery(terms: string[]): Query {
  return terms.length === 1 ? terms[0]! : { combineWith: "AND", queries: terms };
}

function startsWith(terms: string[], at: number, phrase: string[]): boolean {
  return phrase.every((term, offset) => terms[at + offset] === term);
}

/**
 * The visitor's words as a query tree: each word (or known phrase) becomes "it, or one of its
 * synonyms", and the words are combined with `combineWith`.
 */
export function expandQuery(text: string, combineWith: "AND" | "OR"): Query {
  const terms = termsOf(text);
  const parts: Query[] = [];
  for (let at = 0; at < terms.length;) {
    let best: { group: string[][]; phrase: string[] } | undefined;
    for (const group of groups) {
      for (const phrase of group) {
        if (startsWith(terms, at, phrase) && phrase.length > (best?.phrase.length ?? 0))
          best = { group, phrase };
      }
    }
    if (!best) {
      parts.push(terms[at]!);
      at += 1;
      continue;
    }
    const others = best.group.filter((phrase) => phrase !== best.phrase);
    parts.push({
      combineWith: "OR",
      queries: [
        phraseQuery(best.phrase),
        {
          boostTerm: () => SYNONYM_WEIGHT,
          fuzzy: false,
          combineWith: "OR",
          queries: others.map(phraseQuery),
        },
      ],
    });
    at += best.phrase.length;
  }
  return { combineWith, queries: parts };
}
