import { blogPagePaths, postPaths } from "../blog/catalogue.server";
import { allPages } from "./pages";

/** Every URL rendered at build time: the site map, the blog list pages, posts, the feed, sitemap, robots.txt and the search index. */
export function prerenderPaths(): string[] {
  return [
    ...allPages().map((page) => page.path),
    ...blogPagePaths(),
    ...postPaths(),
    "/blog/feed.xml",
    "/sitemap.xml",
    "/robots.txt",
    "/search-index.json",
  ];
}
