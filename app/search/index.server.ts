import MiniSearch from "minisearch";
import { searchDocuments } from "./documents.server";
import { type SearchDocument, indexOptions } from "./options";
import { runSearch } from "./run";
import { type Segment, snippet } from "./snippet";

/**
 * The index is built once per process from the documents compiled into the server build, and
 * its JSON form is what /search-index.json serves to the browser (docs/decisions/0005-site-search.md).
 */
let built:
  { index: MiniSearch<SearchDocument>; byPath: Map<string, SearchDocument>; json: string } | undefined;

function build() {
  if (built) return built;
  const documents = searchDocuments();
  const index = new MiniSearch<SearchDocument>(indexOptions);
  index.addAll(documents);
  built = { index, byPath: new Map(documents.map((doc) => [doc.path, doc])), json: JSON.stringify(index) };
  return built;
}

export const searchIndexJson = () => build().json;

export interface SearchHit {
  path: string;
  title: string;
  kind: string;
  snippet: Segment[];
}

/** The ranked results for a query, each with a marked snippet from its summary and body. */
export function searchSite(query: string, limit = 30): { total: number; hits: SearchHit[] } {
  const { index, byPath } = build();
  const results = runSearch(index, query);
  const hits = results.slice(0, limit).flatMap((result) => {
    const doc = byPath.get(result.id as string);
    if (!doc) return [];
    return [
      {
        path: doc.path,
        title: doc.name,
        kind: doc.kind,
        snippet: snippet(`${doc.description} ${doc.body}`.trim(), result.terms),
      },
    ];
  });
  return { total: results.length, hits };
}
