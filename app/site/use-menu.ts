import { useRouteLoaderData } from "react-router";
import type { NavItem } from "~/content/navigation";

/** What the root route's loader gives every page: the menu as staff last saved it. */
export interface RootData {
  navigation: NavItem[];
}

/**
 * The menu tree for the header and the footer, from the root route's data. Named by the route's
 * id rather than its loader's type, so the root module and the components it renders do not
 * import each other.
 */
export function useMenu(): NavItem[] {
  return useRouteLoaderData<RootData>("root")?.navigation ?? [];
}
