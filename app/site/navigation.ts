import type { NavItem } from "../content/navigation";

/**
 * The menu's rules, shared by the header in the browser and the server: which item is active,
 * and the tree walked depth first. The tree itself is content (content/navigation.yaml, the
 * editor's "Menu"); pages receive it from the root route's data, and server code reads it
 * through app/site/menu.server.ts.
 */
export type { NavItem };

/** True when a path and an item's path are the same page or the path sits below it. */
function isWithin(pathname: string, itemPath: string): boolean {
  if (itemPath === "/") return pathname === "/";
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}

/** SPEC: active when the path starts with the item's path or contains one of its match fragments. */
export function isActiveItem(item: NavItem, pathname: string): boolean {
  const path = normalisePath(pathname);
  return isWithin(path, item.path) || (item.match ?? []).some((fragment) => path.includes(fragment));
}

/** The path without its trailing slashes, in one pass: it runs on every page, for every menu item. */
export function normalisePath(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === "/") end -= 1;
  return pathname.slice(0, end);
}

/** Every item of the tree, depth first, with the chain of its ancestors. */
export function flattenNavigation(
  items: NavItem[],
  ancestors: NavItem[] = [],
): { item: NavItem; ancestors: NavItem[] }[] {
  return items.flatMap((item) => [
    { item, ancestors },
    ...flattenNavigation(item.children ?? [], [...ancestors, item]),
  ]);
}
