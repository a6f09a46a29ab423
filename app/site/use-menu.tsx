import { useRouteLoaderData } from "react-router";
import type { Footer } from "~/content/footer";
import type { NavItem } from "~/content/navigation";

/** What the root route's loader gives every page: the menu and the footer as staff last saved them. */
export interface RootData {
  navigation: NavItem[];
  /** Absent on the editor's own pages, which show no footer. */
  footer: Footer | null;
}

/**
 * The menu tree for the header and the footer, from the root route's data. Named by the route's
 * id rather than its loader's type, so the root module and the components it renders do not
 * import each other.
 */
export function useMenu(): NavItem[] {
  return useRouteLoaderData<RootData>("root")?.navigation ?? [];
}

/** The footer's words and links (content/footer.yaml), with the company's facts filled in. */
export function useFooter(): Footer | null {
  return useRouteLoaderData<RootData>("root")?.footer ?? null;
}
