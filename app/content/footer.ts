import { missingQuickLinks, quickLinkMissing } from "./footer-limits";
import { register } from "./register";

/** A link of the footer, as its columns show it. */
export interface FooterLink {
  name: string;
  path: string;
}

/** The footer file as the editor writes it (app/content/schema/footer.ts). */
export interface FooterFile {
  subscribeHeading: string;
  subscribeText: string;
  lastIssueLink: string;
  updatesLink: string;
  founded: string;
  blurb: string;
  quickLinksHeading: string;
  quickLinks: { label: string; page: string }[];
  notFoundLinks: { label: string; page: string }[];
  servicesHeading: string;
  contactHeading: string;
  enquiryLink: string;
  areasHeading: string;
  areas: string[];
}

/** The footer's words and links as the layout shows them; the services column is the menu's. */
export type Footer = Omit<FooterFile, "quickLinks" | "notFoundLinks" | "areas"> & {
  quickLinks: FooterLink[];
  /** The 404 page's links. */
  notFoundLinks: FooterLink[];
  areas: FooterLink[];
  /** Chosen city pages about no place the register serves, left out of the footer (npm run content:report). */
  areasLeftOut: string[];
};

/**
 * Reads the footer file after the rules that span files and the site's specification: the quick
 * links open the blog's first page and every terms page, and each area link is shown by the
 * register's place its city page is about. A city page about no place the register serves (say,
 * after a city left the register) is left out rather than refused, so a register edit the editor
 * accepts still builds, and the footer never names a place the register does not.
 */
export function readFooter(
  file: string,
  footer: FooterFile,
  pages: { path: string; type: string; name: string }[],
  problems: string[],
  places = registerPlaces(),
): Footer {
  const linked = footer.quickLinks.map((link) => link.page);
  for (const page of missingQuickLinks(linked, pages))
    problems.push(`${file}: field "quickLinks": ${quickLinkMissing(page)}`);
  const nameOf = new Map(pages.map((page) => [page.path, page.name]));
  const areas = footer.areas.map((path) => ({ name: placeOf(nameOf.get(path) ?? "", places), path }));
  return {
    ...footer,
    quickLinks: footer.quickLinks.map(({ label, page }) => ({ name: label, path: page })),
    notFoundLinks: footer.notFoundLinks.map(({ label, page }) => ({ name: label, path: page })),
    areas: areas.flatMap(({ name, path }) => (name ? [{ name, path }] : [])),
    areasLeftOut: areas.filter(({ name }) => !name).map(({ path }) => path),
  };
}

/**
 * The places the company's register says it serves: its service cities, and the places its
 * service-area note names (a word or words starting with a capital, such as Dandenong). The
 * footer's area links are city pages naming one of these, so it claims no reach the register
 * does not hold (app/content/claims.ts).
 */
export function registerPlaces(cities = register.serviceCities, note = register.serviceAreaNote): string[] {
  const named = note.match(/\b[A-Z][a-z]+(?:[ -][A-Z][a-z]+)*\b/g) ?? [];
  return [...new Set([...cities, ...named])];
}

/** The register's place a city page is about, from the page's name ("… in Melbourne"), if any. */
export function placeOf(pageName: string, places = registerPlaces()): string | undefined {
  const named = places.filter((place) => new RegExp(`\\b${place.replace(/[-]/g, "\\-")}\\b`).test(pageName));
  // "Waste management in South Melbourne" is about the longer name.
  return named.sort((a, b) => b.length - a.length)[0];
}
