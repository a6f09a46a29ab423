import { type RequiredItem, dropdowns, isWithin, requiredMenu } from "./navigation-spec";

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

/** An item of a dropdown as the editor writes it (app/keystatic/schema/navigation.ts): with its submenu. */
export interface MenuItem {
  label: string;
  page: string;
  children: { label: string; page: string }[];
}

/** The menu file: each dropdown of the bar, by its key (navigation-spec.ts). */
export type MenuFile = Partial<Record<string, MenuItem[]>>;

interface Written {
  label: string;
  page: string;
  children?: Written[];
}

/** The pages the menu may point at: a dropdown's own page is a hub, the page of its View All link. */
export type MenuPage = { path: string; type: string; name: string };

/**
 * Reads the menu file into the tree the site shows. The bar is the specification's, in its order
 * and with its words (navigation-spec.ts); the file holds what staff edit, the bar's dropdowns.
 * The rules across the file: each dropdown and submenu holds the pages the specification names
 * (staff may add more and reorder them), each page is in the menu once, only a hub opens a
 * submenu, and each of the bar's own pages exists.
 */
export function readNavigation(file: string, menu: MenuFile, pages: MenuPage[], problems: string[]): NavItem[] {
  const report = (field: string, message: string) => problems.push(`${file}: field "${field}": ${message}`);
  const pageOf = new Map(pages.map((page) => [page.path, page]));
  const nameOf = (path: string) => `${pageOf.get(path)?.name ?? path} (${path})`;
  // Where each page first stands in the menu, in the words staff see there. The bar's own pages
  // are left out: no dropdown's page picker offers them.
  const seen = new Map<string, string>();

  const check = (items: Written[], field: string, spec: RequiredItem, place: string) => {
    const paths = items.map((item) => item.page);
    for (const required of spec.children ?? [])
      if (!paths.includes(required.path))
        report(field, `${nameOf(required.path)} is missing here; the site's specification puts it under ${spec.path}`);
    items.forEach((item, i) => {
      const at = `${field}.${i}`;
      const first = seen.get(item.page);
      if (first) report(`${at}.page`, `${item.page} is already in the menu, in ${first}`);
      else seen.set(item.page, place);
      const children = item.children ?? [];
      if (children.length && pageOf.get(item.page)?.type !== "hub")
        report(`${at}.children`, `only a hub page opens a submenu (its View All link); ${item.page} is not one`);
      const own = spec.children?.find((required) => required.path === item.page) ?? { path: item.page };
      check(children, `${at}.children`, own, `the submenu of ${item.label}`);
    });
  };
  for (const bar of dropdowns) check(menu[bar.dropdown] ?? [], bar.dropdown, bar, `the ${bar.label} dropdown`);
  // The bar's own pages are the specification's: one removed (a hub deleted in the editor) leaves
  // the bar's link leading nowhere, which the menu names.
  for (const bar of requiredMenu)
    if (!pageOf.has(bar.path))
      problems.push(`${file}: the bar's item ${bar.label} opens ${bar.path}, whose page was removed: restore that page`);

  return requiredMenu.map((item) =>
    toNavItem({ label: item.label!, page: item.path, children: item.dropdown ? (menu[item.dropdown] ?? []) : [] }, item),
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
    const fragments = outside.filter((path) => !outside.some((other) => other !== path && isWithin(path, other)));
    if (fragments.length) nav.match = fragments;
  }
  return nav;
}

const descendants = (items: NavItem[]): string[] =>
  items.flatMap((item) => [item.path, ...descendants(item.children ?? [])]);
