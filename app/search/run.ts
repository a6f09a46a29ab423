import type MiniSearch from "minisearch";
import type { SearchResult } from "minisearch";
import type { SearchDocument } from "./options";
import { searchOptions } from "./options";
import { cleanQuery } from "./query";
import { expandQuery } from "./synonyms";

/**
 * Every word (or a synonym of it) must match; when nothing matches them all, pages matching
 * some of them are better than an empty page.
 */
export function runSearch(index: MiniSearch<SearchDocument>, query: string): SearchResult[] {
  const text = cleanQuery(query);
  if (!text) return [];
  const all = index.search(expandQuery(text, "AND"), searchOptions);
  return all.length > 0 ? all : index.search(expandQuery(text, "OR"), searchOptions);
}
