import { blogPagePaths, postPaths } from "../blog/catalogue.server";
import { pages } from "./pages";

/** Every URL rendered to static HTML at build time: the site map, the blog list pages and posts. */
export function prerenderPaths(): string[] {
  return [...pages.map((page) => page.path), ...blogPagePaths(), ...postPaths()];
}
