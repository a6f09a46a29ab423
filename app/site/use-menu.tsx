import { type ReactNode, createContext, use } from "react";
import { useRouteLoaderData } from "react-router";
import type { Footer } from "~/content/footer";
import type { NavItem } from "~/content/navigation";

/** What the root route's loader gives every page: the menu and the footer as staff last saved them. */
export interface RootData {
  navigation: NavItem[];
  /** Absent on the editor's own pages, which show no footer. */
  footer: Footer | null;
}

const RootDataContext = createContext<RootData | undefined>(undefined);

/**
 * Hands the root route's data to the header and the footer. React Router's own hooks for route
 * data re-render their component at every change of the router's state (a form being sent, a
 * page loading), and the header and footer are most of a page's elements. This context changes
 * only when the data does, so they, memoised, sit out a form's send. Named by the route's id
 * rather than its loader's type, so the root module and the components it renders do not import
 * each other.
 */
export function RootDataProvider({ children }: { children: ReactNode }) {
  return <RootDataContext value={useRouteLoaderData<RootData>("root")}>{children}</RootDataContext>;
}

/** The menu tree for the header and the footer. */
export function useMenu(): NavItem[] {
  return use(RootDataContext)?.navigation ?? [];
}

/** The footer's words and links (content/footer.yaml), with the company's facts filled in. */
export function useFooter(): Footer | null {
  return use(RootDataContext)?.footer ?? null;
}
