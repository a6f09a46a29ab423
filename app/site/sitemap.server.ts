import { allPosts, blogPagePaths } from "~/blog/catalogue.server";
import { termsVersionPaths } from "~/content/index.server";
import { allPages } from "./pages";

/** Pages kept out of search results are left out of the sitemap too. */
export const unlistedPaths = new Set(["/thank-you"]);

export function sitemapEntries(): { path: string; lastmod?: string }[] {
  return [
    ...allPages()
      .filter((page) => !unlistedPaths.has(page.path))
      .map((page) => ({ path: page.path })),
    // Each published version of the terms is a page of its own, with its own address.
    ...termsVersionPaths().map((path) => ({ path })),
    ...blogPagePaths().map((path) => ({ path })),
    ...allPosts().map((post) => ({ path: `/post/${post.slug}`, lastmod: post.updated ?? post.date })),
  ];
}
