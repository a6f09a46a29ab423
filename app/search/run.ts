import type MiniSearch from "minisearch";
import type { SearchResult } from "minisearch";
import { bestMatchSearch } from "./best-match";
import type { SearchDocument } from "./options";
import { searchOptions } from "./options";
import { cleanQuery } from "./query";
import { queryParts } from "./synonyms";

/**
 * Every word (or a synonym of it) must match; when nothing matches them all, pages matching
 * some of them are better than an empty page.
 */
export function runSearch(index: MiniSearch<SearchDocument>, query: string): SearchResult[] {
  const parts = queryParts(cleanQuery(query));
  if (parts.length === 0) return [];
  const all = bestMatchSearch(index, parts, "AND", searchOptions);
  return all.length > 0 ? all : bestMatchSearch(index, parts, "OR", searchOptions);
}
