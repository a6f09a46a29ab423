import { blogPagePaths, postPaths } from "../blog/catalogue.server";
import { pages } from "./pages";

/** Every URL rendered at build time: the site map, the blog list pages, posts and the feed. */
export function prerenderPaths(): string[] {
  return [...pages.map((page) => page.path), ...blogPagePaths(), ...postPaths(), "/blog/feed.xml"];
}
