import { escapeXml } from "~/site/feed";
import { sitemapEntries } from "~/site/sitemap.server";
import { absoluteUrl } from "~/site/site-url";

/**
 * /sitemap.xml, from the site map, the blog and the monthly e-mails sent so far: rendered per
 * request, since an e-mail's page opens on its day, after the build (docs/decisions/0026-monthly-email.md).
 */
export async function loader() {
  const urls = sitemapEntries()
    .map(({ path, lastmod }) =>
      [
        `  <url>`,
        `    <loc>${escapeXml(absoluteUrl(path))}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
        `  </url>`,
      ].join("\n"),
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
