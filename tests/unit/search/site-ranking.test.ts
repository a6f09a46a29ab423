import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { allPosts, type Post } from "~/blog/catalogue.server";
import { searchIndexJson } from "~/search/index.server";
import { indexOptions, type SearchDocument, type StoredFields } from "~/search/options";
import { runSearch } from "~/search/run";
import { synonymGroups } from "~/search/synonyms";
import { termsOf } from "~/search/tokens";
import { allPages, type SitePage } from "~/site/pages";

/**
 * The ranking rules over the site's real index, whatever staff have written: a service, a waste
 * stream or a material page comes before every blog post on its topic, for its name and for each
 * of its search keywords. A post is on a page's topic when it links to the page, or when it was
 * given one of the page's keywords. And for every word of a synonym group, the pages named with
 * it come before those found only through its synonyms.
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

describe("the site's own synonyms", () => {
  /** The pages and posts that hold every word of a phrase, exactly. */
  const holding = (phrase: string) =>
    new Set(index.search(phrase, { combineWith: "AND", prefix: false, fuzzy: false }).map((hit) => hit.id));
  const named = (phrase: string, name: string) => {
    const words = new Set(termsOf(name));
    return termsOf(phrase).every((term) => words.has(term));
  };

  it.each(synonymGroups.flat())(
    "puts the pages named with %s above those found only through its synonyms",
    (phrase) => {
      const hits = found(phrase);
      const own = holding(phrase);
      const lastNamed = hits.findLastIndex((hit) => named(phrase, hit.name));
      const firstBySynonym = hits.findIndex((hit) => !own.has(hit.path));
      if (lastNamed >= 0 && firstBySynonym >= 0) expect(lastNamed, phrase).toBeLessThan(firstBySynonym);
    },
  );
});
