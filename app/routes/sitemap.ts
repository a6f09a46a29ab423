import { escapeXml } from "~/site/feed";
import { sitemapEntries } from "~/site/sitemap.server";
import { absoluteUrl } from "~/site/site-url";

/** /sitemap.xml, pre-rendered as a file at build time from the site map and the blog. */
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
