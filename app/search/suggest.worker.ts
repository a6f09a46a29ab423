/**
 * The header's suggestions, searched off the page's main thread: building the index from its
 * JSON is one long piece of work (about 40 ms on a mid-range phone) and each search a shorter one,
 * and on the page they would hold up the letters the visitor types meanwhile.
 */
import MiniSearch from "minisearch";
import { type SearchDocument, type StoredFields, indexOptions } from "./options";
import { runSearch } from "./run";

export interface SuggestRequest {
  id: number;
  query: string;
  limit: number;
}

/** The results of one request, or `failed` when the index could not be fetched (the plain form still works). */
export type SuggestResponse = { id: number; results: StoredFields[] } | { id: number; failed: true };

let index: Promise<MiniSearch<SearchDocument>> | undefined;
function loadIndex(): Promise<MiniSearch<SearchDocument>> {
  index ??= fetch("/search-index.json")
    .then((response) =>
      response.ok ? response.text() : Promise.reject(new Error(`search index: ${response.status}`)),
    )
    .then((json) => MiniSearch.loadJSON<SearchDocument>(json, indexOptions));
  // A failed fetch is tried again with the next request.
  index.catch(() => (index = undefined));
  return index;
}

const answer = (response: SuggestResponse) => self.postMessage(response);

self.addEventListener("message", (event: MessageEvent<SuggestRequest>) => {
  const { id, query, limit } = event.data;
  loadIndex().then(
    (loaded) =>
      answer({
        id,
        results: runSearch(loaded, query)
          .slice(0, limit)
          .map(({ path, name, kind }) => ({ path, name, kind }) as StoredFields),
      }),
    () => answer({ id, failed: true }),
  );
});
