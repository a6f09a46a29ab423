import { type MenuFile, type MenuPage, type Written, menuProblems } from "./menu-limits";
import { type RequiredItem, isWithin, requiredMenu } from "./navigation-spec";

export type { MenuFile, MenuItem, MenuPage } from "./menu-limits";

/** One item of the menu, as the header, footer, breadcrumbs and hubs read it. */
export interface NavItem {
  name: string;
  path: string;
  /** Nested items of the same shape; an item with children opens a dropdown with a 'View All' link. */
  children?: NavItem[];
  /** Extra path fragments that also make this top-level item the active one. */
  match?: string[];
  /** Shown only in the phone-width menu. */
  smallScreensOnly?: boolean;
}

/**
 * Reads the menu file into the tree the site shows. The bar is the specification's, in its order
 * and with its words (navigation-spec.ts); the file holds what staff edit, the bar's dropdowns.
 */
export function readNavigation(
  file: string,
  menu: MenuFile,
  pages: MenuPage[],
  problems: string[],
): NavItem[] {
  for (const { field, message } of menuProblems(menu, pages))
    problems.push(field ? `${file}: field "${field}": ${message}` : `${file}: ${message}`);
  return requiredMenu.map((item) =>
    toNavItem(
      { label: item.label!, page: item.path, children: item.dropdown ? (menu[item.dropdown] ?? []) : [] },
      item,
    ),
  );
}

function toNavItem(item: Written, bar?: RequiredItem): NavItem {
  const children = (item.children ?? []).map((child) => toNavItem(child));
  const nav: NavItem = { name: item.label, path: item.page };
  if (children.length) nav.children = children;
  if (bar?.phoneOnly) nav.smallScreensOnly = true;
  if (bar && children.length) {
    // SPEC's match fragments: the pages in the dropdown whose address is not under the item's own
    // (/small-business under BUSINESS, /recycling under WASTE WE MANAGE) also light the item.
    const outside = descendants(children).filter((path) => !isWithin(path, item.page));
    const fragments = outside.filter(
      (path) => !outside.some((other) => other !== path && isWithin(path, other)),
    );
    if (fragments.length) nav.match = fragments;
  }
  return nav;
}

const descendants = (items: NavItem[]): string[] =>
  items.flatMap((item) => [item.path, ...descendants(item.children ?? [])]);
