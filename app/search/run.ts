import type MiniSearch from "minisearch";
import type { SearchResult } from "minisearch";
import { bestMatchSearch } from "./best-match";
import { POST_KIND, type SearchDocument, searchOptions } from "./options";
import { cleanQuery } from "./query";
import { queryParts } from "./synonyms";

/** A post comes after the pages named with the visitor's words: it is the article about them. */
const isPage = (result: SearchResult) => result.kind !== POST_KIND;

/**
 * Every word (or a synonym of it) must match; when nothing matches them all, pages matching
 * some of them are better than an empty page.
 */
export function runSearch(index: MiniSearch<SearchDocument>, query: string): SearchResult[] {
  const parts = queryParts(cleanQuery(query));
  if (parts.length === 0) return [];
  const all = bestMatchSearch(index, parts, "AND", searchOptions, isPage);
  return all.length > 0 ? all : bestMatchSearch(index, parts, "OR", searchOptions, isPage);
}
