import type { Options, SearchOptions } from "minisearch";
import { processTerm, tokenize } from "./tokens";

/** One page or post, as the index sees it. */
export interface SearchDocument {
  /** The page's path: its id in the index and the result's link. */
  path: string;
  /** The name shown in results. */
  name: string;
  /** The name and the page title, for matching. */
  title: string;
  /** What kind of page it is ("Service", "Blog post"), shown beside the title. */
  kind: string;
  keywords: string;
  description: string;
  headings: string;
  body: string;
}

/** What the browser's copy of the index keeps of each document: enough to list a suggestion. */
export interface StoredFields {
  path: string;
  name: string;
  kind: string;
}

export const POST_KIND = "Blog post";

export const indexOptions: Options<SearchDocument> = {
  idField: "path",
  fields: ["title", "keywords", "headings", "description", "body"],
  storeFields: ["path", "name", "kind"],
  tokenize,
  processTerm,
};

/**
 * Ranking: a match in the page's name beats one in its keywords, headings and summary, which
 * beat one in the body. Prefix matching from the third letter; typos forgiven from the fifth
 * (one edit in five letters, at most two), so "polystyrine" still finds polystyrene.
 */
export const searchOptions: SearchOptions = {
  boost: { title: 6, keywords: 3, headings: 2, description: 2, body: 1 },
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  maxFuzzy: 2,
  weights: { fuzzy: 0.45, prefix: 0.6 },
  // A visitor searching a service name wants the service page first; posts about it come next.
  boostDocument: (_id, _term, stored) => (stored?.kind === POST_KIND ? 0.6 : 1),
};
