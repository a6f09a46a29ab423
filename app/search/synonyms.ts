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
  // Not "oil" alone: waste oil from engines is a stream of its own.
  ["grease", "fat", "cooking oil"],
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

const groups = synonymGroups.map((group) => group.map(termsOf).filter((terms) => terms.length > 0));

/** One word of the query, or a known phrase, with the other ways of saying it. */
export interface QueryPart {
  /** The visitor's own terms: one word, or a phrase whose words must all match. */
  own: string[];
  /** The phrases of its synonym group other than the visitor's own. */
  synonyms: string[][];
}

function startsWith(terms: string[], at: number, phrase: string[]): boolean {
  return phrase.every((term, offset) => terms[at + offset] === term);
}

/**
 * The visitor's words cut into parts: the longest known phrase at each point, with its synonyms,
 * and any other word on its own.
 */
export function queryParts(text: string): QueryPart[] {
  const terms = termsOf(text);
  const parts: QueryPart[] = [];
  for (let at = 0; at < terms.length;) {
    let best: { group: string[][]; phrase: string[] } | undefined;
    for (const group of groups) {
      for (const phrase of group) {
        if (startsWith(terms, at, phrase) && phrase.length > (best?.phrase.length ?? 0))
          best = { group, phrase };
      }
    }
    const own = best?.phrase ?? [terms[at]!];
    parts.push({ own, synonyms: best?.group.filter((phrase) => phrase !== best.phrase) ?? [] });
    at += own.length;
  }
  return parts;
}
