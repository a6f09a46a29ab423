import { blogPagePaths, postPaths } from "../blog/catalogue.server";
import { termsVersionPaths } from "../content/index.server";
import { allPages } from "./pages";

/** Every URL rendered at build time: the site map, each published version of the terms, the blog list pages, posts, the feed, sitemap, robots.txt and the search index. */
export function prerenderPaths(): string[] {
  return [
    ...allPages().map((page) => page.path),
    ...termsVersionPaths(),
    ...blogPagePaths(),
    ...postPaths(),
    "/blog/feed.xml",
    "/sitemap.xml",
    "/robots.txt",
    "/search-index.json",
  ];
}
