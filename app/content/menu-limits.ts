import { type RequiredItem, dropdowns, requiredMenu } from "./navigation-spec";

/**
 * The menu file as staff write it, and the rules across it: the build reads the file by them
 * (navigation.ts) and the editor's save applies them to the menu as staff have it.
 */

/** An item of a dropdown as the editor writes it (app/content/schema/navigation.ts): with its submenu. */
export interface MenuItem {
  label: string;
  page: string;
  children: { label: string; page: string }[];
}

/** The menu file: each dropdown of the bar, by its key (navigation-spec.ts). */
export type MenuFile = Partial<Record<string, MenuItem[]>>;

export interface Written {
  label: string;
  page: string;
  children?: Written[];
}

/** The pages the menu may point at: a dropdown's own page is a hub, the page of its View All link. */
export type MenuPage = { path: string; type: string; name: string };

/** A problem of the menu file: the field it is in (such as services.3.page), if any, and why. */
export interface MenuProblem {
  field?: string;
  message: string;
}

/**
 * The rules across the menu file, which the build and the editor's save both apply: each dropdown
 * and submenu holds the pages the specification names (staff may add more and reorder them), each
 * page is in the menu once, only a hub opens a submenu, and each of the bar's own pages exists.
 */
export function menuProblems(menu: MenuFile, pages: MenuPage[]): MenuProblem[] {
  const problems: MenuProblem[] = [];
  const report = (field: string, message: string) => problems.push({ field, message });
  const pageOf = new Map(pages.map((page) => [page.path, page]));
  const nameOf = (path: string) => `${pageOf.get(path)?.name ?? path} (${path})`;
  // Where each page first stands in the menu, in the words staff see there. The bar's own pages
  // are left out: no dropdown's page picker offers them.
  const seen = new Map<string, string>();

  const check = (items: Written[], field: string, spec: RequiredItem, place: string) => {
    const paths = items.map((item) => item.page);
    for (const required of spec.children ?? [])
      if (!paths.includes(required.path))
        report(
          field,
          `${nameOf(required.path)} is missing: the site's specification keeps it in ${place}; add it back`,
        );
    items.forEach((item, i) => {
      const at = `${field}.${i}`;
      const first = seen.get(item.page);
      if (first) report(`${at}.page`, `${item.page} is already in the menu, in ${first}`);
      else seen.set(item.page, place);
      const children = item.children ?? [];
      if (children.length && pageOf.get(item.page)?.type !== "hub")
        report(
          `${at}.children`,
          `only a hub page opens a submenu (its View All link); ${item.page} is not one`,
        );
      const own = spec.children?.find((required) => required.path === item.page) ?? { path: item.page };
      check(children, `${at}.children`, own, `the submenu of ${item.label}`);
    });
  };
  for (const bar of dropdowns)
    check(menu[bar.dropdown] ?? [], bar.dropdown, bar, `the ${bar.label} dropdown`);
  // The bar's own pages are the specification's: one removed (a hub deleted in the editor) leaves
  // the bar's link leading nowhere, which the menu names.
  for (const bar of requiredMenu)
    if (!pageOf.has(bar.path))
      problems.push({
        message: `the bar's item ${bar.label} opens ${bar.path}, whose page was removed: restore that page`,
      });
  return problems;
}
