import type { FooterLink } from "~/content/footer";
import type { NavItem } from "./navigation";

export type { FooterLink } from "~/content/footer";

/** The services column is the first level of the SERVICES menu, so the two never disagree. */
export const serviceLinks = (navigation: NavItem[]): FooterLink[] =>
  navigation.find((item) => item.path === "/services")?.children?.map(({ name, path }) => ({ name, path })) ??
  [];
