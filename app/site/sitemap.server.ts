import { allPosts, blogPagePaths } from "~/blog/catalogue.server";
import { termsVersionPaths } from "~/content/index.server";
import { archiveEntries } from "~/content/monthly-archive.server";
import type { MonthlyIssue } from "~/content/monthly-issues.server";
import { allPages } from "./pages";

/** Pages kept out of search results are left out of the sitemap too. */
export const unlistedPaths = new Set(["/thank-you"]);

/**
 * Every page search engines may list on a given day: the pre-rendered pages and the monthly
 * e-mails' archive, whose pages open on each e-mail's day (so /sitemap.xml is rendered per request).
 */
export function sitemapEntries(
  now = Date.now(),
  issues?: MonthlyIssue[],
): { path: string; lastmod?: string }[] {
  return [
    ...allPages()
      .filter((page) => !unlistedPaths.has(page.path))
      .map((page) => ({ path: page.path })),
    // Each published version of the terms is a page of its own, with its own address.
    ...termsVersionPaths().map((path) => ({ path })),
    ...blogPagePaths().map((path) => ({ path })),
    ...allPosts().map((post) => ({ path: `/post/${post.slug}`, lastmod: post.updated ?? post.date })),
    ...archiveEntries(now, issues),
  ];
}
