import { blogPagePaths, postPaths } from "../blog/catalogue.server";
import { termsVersionPaths } from "../content/index.server";
import { allPages } from "./pages";

/**
 * Every URL rendered at build time: the site map, each published version of the terms, the blog
 * list pages, posts, robots.txt and the search index. The feed and the sitemap are rendered per
 * request: they list the monthly e-mails, whose pages open on each e-mail's day.
 */
export function prerenderPaths(): string[] {
  return [
    ...allPages().map((page) => page.path),
    ...termsVersionPaths(),
    ...blogPagePaths(),
    ...postPaths(),
    "/robots.txt",
    "/search-index.json",
  ];
}
