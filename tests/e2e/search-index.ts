import type { APIRequestContext } from "@playwright/test";
import MiniSearch from "minisearch";
import { indexOptions, type SearchDocument, type StoredFields } from "../../app/search/options";
import { runSearch } from "../../app/search/run";

/**
 * The site's search index as the browser downloads it, so that a test asks it what a query
 * finds rather than restating today's page names (the ranking rules are tested on their own).
 * Queries are made from the names of pages the site map lists, whichever they are.
 */
export async function siteIndex(request: APIRequestContext) {
  const index = MiniSearch.loadJSON<SearchDocument>(
    await (await request.get("/search-index.json")).text(),
    indexOptions,
  );
  const results = (query: string) => runSearch(index, query) as unknown as StoredFields[];
  return {
    /** The longest word of a page's name: a query that finds it. */
    wordOf(path: string): string {
      const { name } = index.getStoredFields(path) as unknown as StoredFields;
      return name
        .toLowerCase()
        .split(/[^\p{L}-]+/u)
        .sort((a, b) => b.length - a.length)[0]!;
    },
    /** What a query finds first: its page's address and name. */
    first(query: string): StoredFields {
      const [hit] = results(query);
      if (!hit) throw new Error(`The site's index finds nothing for "${query}"`);
      return hit;
    },
  };
}

/** A word with one letter changed, as a visitor mistypes it. */
export const mistyped = (word: string) => `${word.slice(0, 3)}${word[3] === "x" ? "z" : "x"}${word.slice(4)}`;
