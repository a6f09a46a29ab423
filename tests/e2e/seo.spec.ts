import { type APIRequestContext, expect, test } from "@playwright/test";
import { socialCardPath } from "../../app/lib/social-card";
import { allPages } from "../../app/site/pages";
import { register } from "../../app/content/register";
import { site } from "../../app/site/site";
import { archiveEntries } from "../../app/content/monthly-archive.server";
import { htmlRoutes, templateSamples, menuToggle, openHydrated } from "./site";

const siteUrl = "https://www.saltbush.example";
/** Service, waste-stream and material pages, and the hubs inside a section (bins and skips, ...). */
const offered = new Set(
  allPages()
    .filter(
      (p) =>
        ["service", "waste", "material"].includes(p.type) ||
        (p.type === "hub" && p.path.lastIndexOf("/") > 0),
    )
    .map((p) => p.path),
);
const organisationPages = ["/", "/about", "/contact-us"];

function attribute(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}

test.describe("search engine tags on every page", () => {
  for (const path of htmlRoutes) {
    test(path, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain('<html lang="en-AU"');
      const canonical = attribute(html, /<link rel="canonical" href="([^"]+)"/);
      expect(canonical).toBe(`${siteUrl}${path === "/" ? "" : path}`);
      expect(canonical).not.toMatch(/\/$/);
      for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
        expect(html, property).toMatch(new RegExp(`<meta property="${property}" content="[^"]+"`));
      }
      // Each page's own card, drawn by the build; the thank-you page, kept out of search, shows the site's.
      const image = attribute(html, /<meta property="og:image" content="([^"]+)"/);
      const own = !/<meta name="robots" content="noindex"/.test(html);
      expect(image).toBe(`${siteUrl}${socialCardPath(own ? path : undefined)}`);
      expect(attribute(html, /<meta name="twitter:image" content="([^"]+)"/)).toBe(image);
      expect(attribute(html, /<meta property="og:image:alt" content="([^"]+)"/)).toBeTruthy();
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      await expectCard(request, image!.slice(siteUrl.length));

      const blocks = jsonLdBlocks(html);
      for (const block of blocks) expect(block["@context"]).toBe("https://schema.org");
      const types = blocks.map((block) => block["@type"]);
      if (organisationPages.includes(path)) {
        const business = blocks.find((block) => block["@type"] === "LocalBusiness")!;
        expect(business).toMatchObject({
          // The company's facts as staff typed them in content/company.json.
          name: site.name,
          telephone: site.phone.display,
          foundingDate: String(site.foundedYear),
        });
        expect(business.address).toMatchObject({
          "@type": "PostalAddress",
          addressRegion: site.address.region,
        });
        // Only the accounts staff confirmed as the company's are named as its own.
        expect(business.sameAs).toEqual(
          register.social.filter((account) => account.confirmed).map((account) => account.url),
        );
      }
      // Every block that names an area names the register's cities, never the whole country.
      const cities = register.serviceCities.map((name) => ({ "@type": "City", name }));
      for (const block of blocks) if ("areaServed" in block) expect(block.areaServed).toEqual(cities);
      expect(JSON.stringify(blocks)).not.toMatch(/"Country"/);
      if (offered.has(path)) {
        const offer = blocks.find((block) => block["@type"] === "Service")!;
        expect(offer.areaServed).toEqual(cities);
      }
      for (const account of register.social.filter((account) => !account.confirmed))
        expect(html, account.url).not.toContain(account.url);
      if (offered.has(path)) expect(types).toContain("Service");
      if (path.startsWith("/post/")) expect(types).toContain("BlogPosting");

      // Visible breadcrumbs on every page below the home page, matching the BreadcrumbList.
      if (path !== "/") {
        const list = blocks.find((block) => block["@type"] === "BreadcrumbList") as
          { itemListElement: { name: string; item: string; position: number }[] } | undefined;
        expect(list, "BreadcrumbList").toBeDefined();
        const trail = /<nav aria-label="Breadcrumb"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
        const visible = [...trail.matchAll(/<li[^>]*>(?:<a[^>]*>)?([^<]+)/g)].map((m) =>
          m[1]!.replace(/&#x27;/g, "'").replace(/&amp;/g, "&"),
        );
        expect(visible).toEqual(list!.itemListElement.map((item) => item.name));
        expect(list!.itemListElement.at(-1)!.item).toBe(canonical);
      }
    });
  }
});

test("the thank-you and 404 pages stay out of search results", async ({ request }) => {
  expect(await (await request.get("/thank-you")).text()).toContain('<meta name="robots" content="noindex"/>');
  expect(await (await request.get("/missing-page")).text()).toContain(
    '<meta name="robots" content="noindex"/>',
  );
});

test("sitemap.xml lists every canonical URL and robots.txt points to it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toMatch(/xml/);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  // The monthly e-mails' archive too, rendered per request: its list and each e-mail sent so far.
  const archive = archiveEntries(Date.now()).map((entry) => entry.path);
  const expected = [...htmlRoutes.filter((path) => path !== "/thank-you"), ...archive].map(
    (path) => `${siteUrl}${path === "/" ? "" : path}`,
  );
  expect(locs.sort()).toEqual(expected.sort());
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /thank-you");
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});

/** A social card the build drew: a 1200 by 630 PNG at the address the page's tags give. */
async function expectCard(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const bytes = await response.body();
  expect(bytes.readUInt32BE(16)).toBe(1200);
  expect(bytes.readUInt32BE(20)).toBe(630);
}

test("a page with no address of its own, such as a 404, shares the site's card", async ({ request }) => {
  const html = await (await request.get("/no-such-page-here")).text();
  const image = attribute(html, /<meta property="og:image" content="([^"]+)"/);
  expect(image).toBe(`${siteUrl}${socialCardPath()}`);
  await expectCard(request, socialCardPath());
});

test("titles follow one template: the page's name, then the brand", async ({ request }) => {
  for (const path of templateSamples.filter((p) => p !== "/contact-us")) {
    const title = /<title>([^<]+)<\/title>/.exec(await (await request.get(path)).text())?.[1];
    expect(title, path).toMatch(/ \| Saltbush$/);
  }
});

test("a keyboard-only journey: home, through the menu, to a service, to the contact form", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHydrated(page, "/");
  const services = menuToggle(page.getByRole("navigation", { name: "Main" }), "SERVICES");
  for (
    let presses = 0;
    presses < 12 && !(await services.evaluate((el) => el === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(services).toBeFocused();
  await page.keyboard.press("Enter");
  const target = page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Waste Consulting" });
  for (
    let presses = 0;
    presses < 5 && !(await target.evaluate((el) => el === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/services\/waste-consulting$/);
  await expect(page.locator("h1")).toBeFocused();
  const quote = page.getByRole("main").getByRole("link", { name: "Get a free quote" });
  for (
    let presses = 0;
    presses < 10 && !(await quote.evaluate((el) => el === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(quote).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/get-a-quote\?service=waste-consulting$/);
  await expect(page.locator("h1")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toBeVisible();
});
