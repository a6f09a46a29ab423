import { menuEntries } from "./menu.server";
import { findPage } from "./pages";

export interface Crumb {
  name: string;
  path: string;
}

/** Home, then the page's ancestors in the navigation tree, then the page itself. */
export function breadcrumbsFor(path: string, ownName?: string): Crumb[] {
  if (path === "/") return [];
  const entry = menuEntries().find(({ item }) => item.path === path);
  const ancestors = (entry?.ancestors.map((a) => a.path) ?? []).filter(
    (ancestor) => ancestor !== "/" && ancestor !== path,
  );
  const crumbs = ancestors.map((ancestor) => ({
    name: findPage(ancestor)?.name ?? ancestor,
    path: ancestor,
  }));
  return [{ name: "Home", path: "/" }, ...crumbs, { name: ownName ?? findPage(path)?.name ?? path, path }];
}
