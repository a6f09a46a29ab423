import type { IconName } from "~/content/schema/icon";
import { getPage } from "./pages";

/** A page as a card shows it (components/CardGrid): hub children, related pages, audiences. */
export interface Card {
  path: string;
  name: string;
  summary?: string;
  /** The page's own icon, beside its heading. */
  icon?: IconName;
}

/** Cards for a list of site map paths: name, one-line summary and icon come from the site map. */
export function cardsFor(paths: string[] = []): Card[] {
  return paths.map((path) => {
    const page = getPage(path);
    return { path, name: page.name, summary: page.description, ...(page.icon ? { icon: page.icon } : {}) };
  });
}

export function namesFor(paths: string[] = []): { path: string; name: string }[] {
  return paths.map((path) => ({ path, name: getPage(path).name }));
}
