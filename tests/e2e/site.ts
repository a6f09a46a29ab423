import type { Page } from "@playwright/test";
import { allPages } from "../../app/site/pages";
import { prerenderPaths } from "../../app/site/prerender";

/** Every HTML page the site pre-renders: the site map, blog list pages and posts. */
export const htmlRoutes = prerenderPaths().filter((path) => !/\.(xml|txt|json)$/.test(path));

export const pagesWithoutMetadata = allPages()
  .filter((page) => !page.title)
  .map((page) => page.path);

/** One page of each template, for the checks too slow to run on every route. */
export const templateSamples = [
  "/",
  "/about",
  "/contact-us",
  "/privacy-policy",
  "/your-business",
  "/small-business",
  "/services",
  "/services/wheelie-bins",
  "/waste-management/grease-trap-pump-outs",
  "/recycling/glass-recycling",
  "/industries/aged-care",
  "/pages/waste-management-sydney",
  "/blog/1",
  htmlRoutes.find((path) => path.startsWith("/post/"))!,
];

/** Opens a page and waits until its scripts have taken over, as a visitor's clicks would. */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
