import { data } from "react-router";
import { type PageType, type SitePage, findPage } from "./pages";

/**
 * The site-map page a template's loader is showing. Pages that share a template under one parent
 * share one `folder/:slug` route (app/routes.ts), so a loader can be reached by a path that is not
 * in the site map, or by a page of another type: both are a 404, never a 500.
 */
export function pageForRoute(path: string, types: readonly PageType[]): SitePage {
  const page = findPage(path);
  if (!page || !types.includes(page.type)) throw data(null, { status: 404 });
  return page;
}
