import { describe, expect, it } from "vitest";
import { productionSite } from "./support/production-site";

/**
 * A page that shows what a visitor typed in its query is kept by no cache, whichever route renders
 * it and whatever that route says it reads: every page of the site map, every tool and every page
 * with parameters of its own, and their loader data, each asked with a marker in every parameter
 * the site reads. An answer that shows the marker must be `private, no-store`. Run `npm run build` first.
 */
const MARKER = "zqmarker7";

const PARAMETERS = [
  "q",
  "place",
  "ref",
  "token",
  "service",
  "audit",
  "business",
  "volume",
  "stream",
  "subscribe",
  "return_to",
  "email",
  "step",
  "utm_source",
];
const QUERY = PARAMETERS.map((name) => `${name}=${MARKER}`).join("&");

/** Pages that take parameters, and pages the site map leaves out. */
const FIXED = [
  "/search",
  "/what-goes-where",
  "/bin-size-guide",
  "/service-area",
  "/contact-us",
  "/get-a-quote",
  "/thank-you",
  "/subscribe",
  "/subscription",
  "/unsubscribe",
  "/keystatic",
  `/${MARKER}`,
  "/search-index.json",
  "/feed.xml",
];

/** React Router's loader data for a page: /about.data, and the home page's /_root.data. */
const dataOf = (path: string) => (path === "/" ? "/_root.data" : `${path}.data`);

describe("pages rendered from their query", () => {
  it("are private, no-store whenever they show what the query said", async () => {
    const site = await productionSite();
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    const mapped = [...sitemap.matchAll(/<loc>[^<]*?\/\/[^/<]+(\/[^<]*)?<\/loc>/g)].map(
      (match) => match[1] ?? "/",
    );
    expect(mapped.length).toBeGreaterThan(20);
    const paths = [...new Set([...mapped, ...FIXED])].flatMap((path) => [path, dataOf(path)]);
    const shown: string[] = [];
    for (const path of paths) {
      const response = await fetch(`${site.url}${path}?${QUERY}`, { redirect: "manual" });
      const words = (await response.text()) + (response.headers.get("location") ?? "");
      if (!words.includes(MARKER)) continue;
      shown.push(path);
      expect(response.headers.get("cache-control"), `${path} shows the query`).toBe("private, no-store");
    }
    // The tools that answer a question show it: the check above has pages to hold.
    expect(shown).toEqual(expect.arrayContaining(["/search", "/search.data", "/service-area"]));
  }, 180_000);
});
