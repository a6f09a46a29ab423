/**
 * What the site's specification fixes about the footer, beyond what each field requires: the
 * quick links hold the blog's first page (SPEC: "the footer links to /blog/1") and every terms
 * page (the published terms are reachable from every page), and the footer states the year the
 * company was founded. The build refuses a footer file without them (app/content/footer.ts), and
 * the editor's Save a footer as staff have it.
 */
export const footerLimits = { labelMin: 2, labelMax: 40, headingMax: 40, sentenceMax: 320 } as const;

/** The blog list's first page: not a page of the site map, but a page the quick links may open. */
export const blogFirstPage = {
  file: "content/pages/blog.yaml",
  folder: "blog",
  name: "Blog list",
  path: "/blog/1",
} as const;

/** The token that states the founding year, which the footer must say (SPEC). */
export const foundedToken = "{founded}";

/** The pages the quick links must hold that `linked` leaves out: the blog's first page and every terms page. */
export function missingQuickLinks(
  linked: readonly string[],
  pages: readonly { path: string; type: string; name: string }[],
): { path: string; name: string }[] {
  const required = [blogFirstPage, ...pages.filter((page) => page.type === "terms")];
  return required.filter((page) => !linked.includes(page.path));
}

export const quickLinkMissing = (page: { path: string; name: string }) =>
  `${page.name} (${page.path}) is missing; the footer links it from every page`;
