declare const __SITE_URL__: string | undefined;

/**
 * The public address of the site, for canonical links, the sitemap and the feed. Set SITE_URL
 * when building (vite.config.ts bakes it in); it has no trailing slash.
 */
export const siteUrl: string =
  (typeof __SITE_URL__ === "string" && __SITE_URL__) || "https://www.saltbush.example";

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path === "/" ? "" : path}`;
}
