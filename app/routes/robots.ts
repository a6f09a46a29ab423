import { absoluteUrl } from "~/site/site-url";

/** /robots.txt: everything may be crawled except the thank-you page; points at the sitemap. */
export async function loader() {
  const body = ["User-agent: *", "Disallow: /thank-you", "", `Sitemap: ${absoluteUrl("/sitemap.xml")}`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
