import { absoluteUrl } from "~/site/site-url";

/** /robots.txt: everything may be crawled except the thank-you page and per-query answers; points at the sitemap. */
export async function loader() {
  const body = [
    "User-agent: *",
    "Disallow: /thank-you",
    "Disallow: /search",
    "Disallow: /service-area",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
