import type MiniSearch from "minisearch";
import type { SearchOptions, SearchResult } from "minisearch";
import type { QueryPart } from "./synonyms";

/** Synonyms count less than the visitor's own words, and forgive no typos. */
export const SYNONYM_WEIGHT = 0.3;

/** A document's match for a part of the query, or for the whole query. */
interface Match {
  result: SearchResult;
  /** The visitor's own words (not a synonym, prefix or typo of them) are all in the document's name. */
  named: boolean;
  parts: number;
}
type Matches = Map<unknown, Match>;

/**
 * Each document's score for one phrase, counted as one word. MiniSearch adds up a phrase's words
 * and multiplies the total by how many words matched, so "cooking oil" would weigh four times
 * what "fat" does; dividing by the square of its length gives its words' average.
 */
function phraseMatches(
  index: MiniSearch,
  phrase: string[],
  options: SearchOptions,
  weight: number,
  own: boolean,
): Matches {
  const results = index.search({ combineWith: "AND", queries: phrase }, options);
  return new Map(
    results.map((result) => [
      result.id,
      {
        result: { ...result, score: (weight * result.score) / phrase.length ** 2 },
        // Only the result's own keys: a visitor may type "constructor".
        named:
          own &&
          phrase.every((term) => Object.hasOwn(result.match, term) && result.match[term]!.includes("title")),
        parts: 1,
      },
    ]),
  );
}

/** The words two matches of a document found, for marking them in the snippet. */
function wordsOfBoth(a: SearchResult, b: SearchResult): Partial<SearchResult> {
  return {
    terms: [...new Set([...a.terms, ...b.terms])],
    queryTerms: [...new Set([...a.queryTerms, ...b.queryTerms])],
    match: { ...b.match, ...a.match },
  };
}

/**
 * One part of the query: the visitor's word or any of its synonyms, scored by the best of them,
 * not their sum. A page that says "fat" and "cooking oil" is no better an answer to "grease"
 * than one that says "fat" once.
 */
function partMatches(index: MiniSearch, part: QueryPart, options: SearchOptions): Matches {
  const matches = phraseMatches(index, part.own, options, 1, true);
  for (const synonym of part.synonyms) {
    const found = phraseMatches(index, synonym, { ...options, fuzzy: false }, SYNONYM_WEIGHT, false);
    for (const [id, match] of found) {
      const known = matches.get(id);
      if (!known) matches.set(id, match);
      else {
        const best = known.result.score >= match.result.score ? known.result : match.result;
        known.result = { ...best, ...wordsOfBoth(known.result, match.result) };
      }
    }
  }
  return matches;
}

/**
 * The documents matching every part (AND) or any part (OR), scored by adding the parts' best
 * matches; with OR, a document matching more parts counts more, as in MiniSearch's own OR.
 * A page named with all the visitor's words comes before the rest: a visitor who types a page's
 * name wants that page, whatever else mentions its words more often. `ranksByName` says which
 * documents take that place (the site's pages, not the posts about them).
 */
export function bestMatchSearch(
  index: MiniSearch,
  parts: QueryPart[],
  combineWith: "AND" | "OR",
  options: SearchOptions,
  ranksByName: (result: SearchResult) => boolean,
): SearchResult[] {
  const found: Matches = new Map();
  for (const part of parts) {
    for (const [id, match] of partMatches(index, part, options)) {
      const known = found.get(id);
      if (!known) found.set(id, match);
      else
        found.set(id, {
          result: {
            ...known.result,
            ...wordsOfBoth(known.result, match.result),
            score: known.result.score + match.result.score,
          },
          named: known.named && match.named,
          parts: known.parts + 1,
        });
    }
  }
  return [...found.values()]
    .filter((match) => combineWith === "OR" || match.parts === parts.length)
    .map((match) => ({
      ...match,
      named: match.named && ranksByName(match.result),
      score: match.result.score * match.parts,
    }))
    .sort((a, b) => Number(b.named) - Number(a.named) || b.score - a.score)
    .map((match) => ({ ...match.result, score: match.score }));
}
