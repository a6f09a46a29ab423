import { type RequiredItem, requiredMenu } from "./navigation-spec";

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

/** The menu file as the editor writes it (app/keystatic/schema/navigation.ts). */
export interface MenuFile {
  items: {
    label: string;
    page: string;
    phoneOnly: boolean;
    children: { label: string; page: string; children: { label: string; page: string }[] }[];
  }[];
}

interface Written {
  label: string;
  page: string;
  phoneOnly?: boolean;
  children?: Written[];
}

/** The pages the menu may point at: a dropdown's own page is a hub, the page of its View All link. */
export type MenuPage = { path: string; type: string; name: string };

const isWithin = (path: string, parent: string) => parent !== "/" && (path === parent || path.startsWith(`${parent}/`));

/**
 * Reads the menu file into the tree the site shows, after the rules that span the file and the
 * site's specification: the bar holds its items in order with their own words, each dropdown and
 * submenu holds the pages the specification names (staff may add more and reorder them), each
 * page is in the menu once, only a hub opens a dropdown, and a dropdown holds no page that lives
 * under another item of the bar (which would light two items at once).
 */
export function readNavigation(file: string, menu: MenuFile, pages: MenuPage[], problems: string[]): NavItem[] {
  const report = (field: string, message: string) => problems.push(`${file}: field "${field}": ${message}`);
  const pageOf = new Map(pages.map((page) => [page.path, page]));
  const nameOf = (path: string) => `${pageOf.get(path)?.name ?? path} (${path})`;

  const topPaths = menu.items.map((item) => item.page);
  const missingTop = requiredMenu.filter((item) => !topPaths.includes(item.path));
  for (const item of missingTop) report("items", `the bar's item ${item.label} (${item.path}) is missing`);
  menu.items.forEach((item, i) => {
    const spec = requiredMenu.find((required) => required.path === item.page);
    if (!spec) return report(`items.${i}.page`, `${nameOf(item.page)} is not an item of the bar; add it inside a dropdown`);
    if (item.label !== spec.label) report(`items.${i}.label`, `the bar's item for ${item.page} reads "${spec.label}"`);
    if (item.phoneOnly !== Boolean(spec.phoneOnly))
      report(`items.${i}.phoneOnly`, spec.phoneOnly ? `${spec.label} shows in the phone menu only` : `${spec.label} shows at every width`);
  });
  const order = topPaths.filter((path) => requiredMenu.some((item) => item.path === path));
  const specOrder = requiredMenu.map((item) => item.path).filter((path) => order.includes(path));
  if (!missingTop.length && order.join() !== specOrder.join())
    report("items", `the bar's items go in this order: ${requiredMenu.map((item) => item.label).join(", ")}`);

  const seen = new Map<string, string>();
  const check = (items: Written[], field: string, spec: RequiredItem | undefined, bar: string) => {
    const paths = items.map((item) => item.page);
    for (const required of spec?.children ?? [])
      if (!paths.includes(required.path))
        report(field, `${nameOf(required.path)} is missing here; the site's specification puts it under ${spec!.path}`);
    items.forEach((item, i) => {
      const at = `${field}.${i}`;
      const first = seen.get(item.page);
      if (first) report(`${at}.page`, `${item.page} is already in the menu at ${first}`);
      else seen.set(item.page, at);
      const other = requiredMenu.find((top) => top.path !== bar && isWithin(item.page, top.path));
      if (field !== "items" && other)
        report(`${at}.page`, `${item.page} lives under ${other.label}; put it in that dropdown`);
      const children = item.children ?? [];
      if (children.length && pageOf.get(item.page)?.type !== "hub")
        report(`${at}.children`, `only a hub page opens a dropdown (its View All link); ${item.page} is not one`);
      const own = spec?.children?.find((required) => required.path === item.page);
      const ownSpec = field === "items" ? requiredMenu.find((top) => top.path === item.page) : own;
      check(children, `${at}.children`, ownSpec, field === "items" ? item.page : bar);
    });
  };
  check(menu.items, "items", { path: "/", children: [] }, "/");

  return menu.items.map((item) => toNavItem(item, true));
}

function toNavItem(item: Written, top = false): NavItem {
  const children = (item.children ?? []).map((child) => toNavItem(child));
  const nav: NavItem = { name: item.label, path: item.page };
  if (children.length) nav.children = children;
  if (item.phoneOnly) nav.smallScreensOnly = true;
  if (top && children.length) {
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
