/**
 * Where each page's social card is: a 1200 × 630 PNG the build draws from the page's content
 * (scripts/social-cards.tsx), at /social/<the page's address>.png; the home page's is
 * /social/index.png. Pages with no address of their own (404, search) share the site's card.
 */
export const socialCardSize = { width: 1200, height: 630 } as const;

export const siteCardPath = "/social/site.png";

export function socialCardPath(path?: string): string {
  if (!path) return siteCardPath;
  return path === "/" ? "/social/index.png" : `/social${path}.png`;
}
