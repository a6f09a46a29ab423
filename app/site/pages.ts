import { content } from "../content/index.server";
import type { SitePage } from "../content/load";
import type { PageType } from "../content/types";
import { menuEntries } from "./menu.server";

/**
 * The site map: every fixed page of the website, its page type and its metadata, derived from the
 * page files under content/ (one file per page; there is no second list). Routes, the pre-render
 * list, sitemap.xml, menus' breadcrumbs, the search index and the tests all read it.
 */
export type { PageType, SitePage };

const sorted = new WeakMap<SitePage[], SitePage[]>();

/**
 * Every page, in the menu's order (pages outside the menu after, by address), so lists built
 * from the site map, such as the contact form's service choices, read like the menu.
 */
export function allPages(): SitePage[] {
  const pages = content().pages;
  let inOrder = sorted.get(pages);
  if (!inOrder) {
    const menuOrder = new Map(menuEntries().map(({ item }, index) => [item.path, index]));
    const rank = (page: SitePage) => menuOrder.get(page.path) ?? Infinity;
    inOrder = [...pages].sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path));
    sorted.set(pages, inOrder);
  }
  return inOrder;
}

export function findPage(path: string): SitePage | undefined {
  return allPages().find((page) => page.path === path);
}

export function getPage(path: string): SitePage {
  const page = findPage(path);
  if (!page) throw new Error(`No page in the site map for ${path}`);
  return page;
}

export function pagesOfType(type: PageType): SitePage[] {
  return allPages().filter((page) => page.type === type);
}
