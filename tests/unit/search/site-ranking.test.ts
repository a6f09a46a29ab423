import { describe, expect, it } from "vitest";
import { allPosts, type Post } from "~/blog/catalogue.server";
import { searchSite } from "~/search/index.server";
import { termsOf } from "~/search/tokens";
import { allPages, type SitePage } from "~/site/pages";

/**
 * The ranking rules over the site's real index, whatever staff have written: a service, a waste
 * stream or a material page comes before every blog post on its topic, for its name and for each
 * of its search keywords. A post is on a page's topic when it links to the page, or when it was
 * given one of the page's keywords.
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
        const found = searchSite(query, Infinity).hits.map((hit) => hit.path);
        const at = found.indexOf(page.path);
        expect(at, `"${query}" finds ${page.path}`).toBeGreaterThanOrEqual(0);
        for (const post of posts) {
          const postAt = found.indexOf(`/post/${post.slug}`);
          if (postAt >= 0)
            expect(at, `"${query}": ${page.path} above /post/${post.slug}`).toBeLessThan(postAt);
        }
      }
    },
  );
});
