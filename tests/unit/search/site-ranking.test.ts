import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { allPosts, type Post } from "~/blog/catalogue.server";
import { searchDocuments } from "~/search/documents.server";
import { searchIndexJson } from "~/search/index.server";
import { indexOptions, POST_KIND, type SearchDocument, type StoredFields } from "~/search/options";
import { runSearch } from "~/search/run";
import { synonymGroups } from "~/search/synonyms";
import { termsOf } from "~/search/tokens";
import { allPages, type SitePage } from "~/site/pages";

/**
 * The ranking rules over the site's real index, whatever staff have written: a service, a waste
 * stream or a material page comes before every blog post on its topic, for its name and for each
 * of its search keywords. A post is on a page's topic when it links to the page, or when it was
 * given one of the page's keywords. And for every synonym and every page's name and keywords,
 * the pages named with the words come before every other result: before the posts titled with
 * them, and before the pages found only through a synonym.
 */
const offered = allPages().filter((page) => ["service", "waste", "material"].includes(page.type));

const sameWords = (a: string, b: string) => termsOf(a).join(" ") === termsOf(b).join(" ");
function onTopic(post: Post, page: SitePage): boolean {
  const links = [...post.html.matchAll(/href="([^"#?]*)/g)].map((match) => match[1]);
  return (
    links.includes(page.path) ||
    (page.keywords ?? []).some((keyword) => post.keywords.some((their) => sameWords(keyword, their)))
  );
}

/** The site's index as the browser downloads it (the server's answers are the same, search.spec.ts checks). */
const index = MiniSearch.loadJSON<SearchDocument>(searchIndexJson(), indexOptions);
const found = (query: string) => runSearch(index, query) as unknown as StoredFields[];

const cases = offered.flatMap((page) => {
  const posts = allPosts().filter((post) => onTopic(post, page));
  return posts.length === 0 ? [] : [{ page, posts }];
});

describe("the site's own ranking", () => {
  it("has service pages with posts on their topic to check", () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases.map((entry) => [entry.page.path, entry] as const))(
    "puts %s above the posts on its topic",
    (_path, { page, posts }) => {
      for (const query of [page.name, ...(page.keywords ?? [])]) {
        const paths = found(query).map((hit) => hit.path);
        const at = paths.indexOf(page.path);
        expect(at, `"${query}" finds ${page.path}`).toBeGreaterThanOrEqual(0);
        for (const post of posts) {
          const postAt = paths.indexOf(`/post/${post.slug}`);
          if (postAt >= 0)
            expect(at, `"${query}": ${page.path} above /post/${post.slug}`).toBeLessThan(postAt);
        }
      }
    },
  );
});

describe("the site's own names", () => {
  /** The documents the index was built from: the browser's copy keeps only the name, not the title. */
  const documents = new Map(searchDocuments().map((doc) => [doc.path, doc]));
  /**
   * A page (not a post) whose name and title hold every word the visitor typed, exactly (not a
   * synonym, the first letters or a typo of it). A post titled with the words is left to its
   * score: the service page on its topic comes first, whatever the post is called.
   */
  const isNamed = (query: string, path: string) => {
    const doc = documents.get(path);
    const words = new Set(termsOf(doc?.title ?? ""));
    return doc?.kind !== POST_KIND && termsOf(query).every((term) => words.has(term));
  };
  /** Every synonym, and every page's name and keywords: the words a visitor is likeliest to type. */
  const typed = [
    ...synonymGroups.flat(),
    ...allPages().flatMap((page) => [page.name, ...(page.keywords ?? [])]),
  ];
  const queries = [...new Map(typed.map((query) => [termsOf(query).join(" "), query])).values()];
  const cases = queries.map((query) => {
    const paths = found(query).map((hit) => hit.path);
    const named = paths.filter((path) => isNamed(query, path));
    return { query, paths, named };
  });

  it("has queries with pages named with them and other results, to compare", () => {
    expect(
      cases.filter(({ paths, named }) => named.length > 0 && named.length < paths.length).length,
    ).toBeGreaterThan(0);
  });

  it.each(cases.map((entry) => [entry.query, entry] as const))(
    "puts the pages named with %s above every other result, those found through its synonyms too",
    (query, { paths, named }) => {
      expect(paths.slice(0, named.length), query).toEqual(named);
    },
  );
});
