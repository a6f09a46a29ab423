import { content } from "../content/index.server";
import { type NavItem, flattenNavigation } from "./navigation";

/** The menu tree as staff last saved it (content/navigation.yaml), checked by the content loader. */
export const navigation = (): NavItem[] => content().navigation;

/** Every item of the menu, depth first, with the chain of its ancestors. */
export const menuEntries = () => flattenNavigation(navigation());

/** The items directly under the menu item for `path`, such as the SERVICES dropdown's. */
export const menuChildren = (path: string): NavItem[] =>
  menuEntries().find(({ item }) => item.path === path)?.item.children ?? [];
