import { expect, test } from "@playwright/test";
import { allContent, regulatedSection } from "../../app/content/index.server";
import { firstOf, openHydrated, scrollTo } from "./site";

/** A waste stream page, whichever the site map lists first. */
const aWastePage = firstOf("waste");

/** One page of each template renders all of its sections. */
const sections: [string, string[]][] = [
  [
    "/",
    [
      "Who we work with",
      "What we do",
      "Why businesses choose Saltbush",
      "Getting started is simple",
      "Industries we work with",
      "Latest from the blog",
    ],
  ],
  [
    "/services/front-lift-bins",
    [
      "How this service helps",
      "What's included",
      "How it works",
      "Who it suits",
      "Handling and compliance",
      "Frequently asked questions",
      "Related services",
    ],
  ],
  [
    "/waste-management/medical-waste-clinical-waste",
    [
      "What this waste stream covers",
      "How it works",
      "Handling and compliance",
      "Frequently asked questions",
    ],
  ],
  ["/recycling/metal-recycling", ["What we recycle and what it becomes", "More recycling services"]],
  [
    "/industries/education",
    ["The waste challenges we solve", "Services for your sector", "Services this industry uses"],
  ],
  ["/large-business", ["How we work with you", "What you get"]],
  [
    "/pages/liquid-waste-management-brisbane",
    [
      "Local service",
      "Suburbs and industrial areas we cover",
      "Local service notes",
      "Services we provide here",
    ],
  ],
  ["/waste-management/liquid-waste", ["Overview", "Explore liquid waste", "Frequently asked questions"]],
  ["/about", ["Our story", "How we work with customers", "Where we work", "What we value"]],
  ["/thank-you", ["What happens next"]],
];

for (const [path, headings] of sections) {
  test(`${path} renders its sections`, async ({ page }) => {
    await openHydrated(page, path);
    for (const heading of headings) {
      await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
    }
  });
}

/** One regulated page of each template that has them: who does each part, as the register says. */
const { topics, cities, hubs } = allContent();
const regulatedPages = [topics, cities, hubs].flatMap(
  (pages) => pages.find((page) => page.regulatedWork?.length)?.path ?? [],
);

for (const path of regulatedPages) {
  test(`${path} says who does its regulated work, from the register`, async ({ page }) => {
    const declared = [topics, cities, hubs].flat().find((content) => content.path === path)!.regulatedWork;
    const expected = regulatedSection(declared)!;
    await openHydrated(page, path);
    const section = page.locator("section", {
      has: page.getByRole("heading", { level: 2, name: expected.heading, exact: true }),
    });
    await expect(section).toBeVisible();
    for (const part of expected.parts) {
      const region = section.getByRole("region", { name: part.name });
      await expect(region.getByRole("heading", { level: 3 })).toHaveText(part.name);
      await expect(region.locator("p")).toHaveText(part.sentences);
    }
  });
}

test("a hub shows a card for every child page", async ({ page }) => {
  await openHydrated(page, "/recycling");
  await expect(page.locator("section[aria-labelledby='pages'] li")).toHaveCount(10);
});

test("questions open and close as native disclosures", async ({ page }) => {
  await openHydrated(page, aWastePage);
  // The questions in the page's main content, not the header's menus (also <details>).
  const question = page.locator("main details summary").first();
  const details = page.locator("main details").first();
  await expect(details).not.toHaveAttribute("open");
  await scrollTo(question);
  await question.click();
  await expect(details).toHaveAttribute("open", "");
});

test("a service page's call to action carries its service into the quote request", async ({ page }) => {
  await openHydrated(page, aWastePage);
  await expect(page.getByRole("main").getByRole("link", { name: "Get a free quote" })).toHaveAttribute(
    "href",
    `/get-a-quote?service=${aWastePage.split("/").pop()}`,
  );
});

test("every internal link on every page resolves", async ({ request }) => {
  // Some hundred pages, each read and each of its links asked for once.
  test.setTimeout(180_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const pages = [...sitemap.matchAll(/<loc>https:\/\/www\.saltbush\.example([^<]*)<\/loc>/g)].map(
    (m) => m[1] || "/",
  );
  const checked = new Map<string, number>();
  for (const path of [...pages, "/thank-you"]) {
    const html = await (await request.get(path)).text();
    for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#]*)/g)) {
      const target = href!.split("?")[0]!;
      if (!checked.has(target)) checked.set(target, (await request.get(target)).status());
      expect(checked.get(target), `${path} links to ${target}`).toBe(200);
    }
  }
  expect(checked.size).toBeGreaterThan(90);
});
