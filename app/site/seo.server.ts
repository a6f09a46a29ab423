import type { Crumb } from "./breadcrumbs";
import type { SitePage } from "./pages";
import type { PageMetaInput } from "./seo";
import { breadcrumbList, type JsonLd } from "./structured-data";

/** A page's metadata from the site map, with its breadcrumb trail as JSON-LD. Built in loaders. */
export function seoFor(page: SitePage, crumbs: Crumb[], extra: JsonLd[] = []): PageMetaInput {
  return {
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    path: page.path,
    jsonLd: [...extra, ...(crumbs.length > 1 ? [breadcrumbList(crumbs)] : [])],
  };
}
