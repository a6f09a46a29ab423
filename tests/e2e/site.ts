import type { Locator, Page } from "@playwright/test";
import { type PageType, allPages, pagesOfType } from "../../app/site/pages";
import { prerenderPaths } from "../../app/site/prerender";
import { literal } from "../support/literal";

/** Every HTML page the site pre-renders: the site map, blog list pages and posts. */
export const htmlRoutes = prerenderPaths().filter((path) => !/\.(xml|txt|json)$/.test(path));

export const pagesWithoutMetadata = allPages()
  .filter((page) => !page.title)
  .map((page) => page.path);

/** The first page of a type in the site map (in menu order): whichever page staff put there. */
export function firstOf(type: PageType): string {
  const page = pagesOfType(type)[0];
  if (!page) throw new Error(`The site map has no page of type "${type}"`);
  return page.path;
}

/** One page of each template, for the checks too slow to run on every route. */
export const templateSamples = [
  "/",
  "/about",
  "/contact-us",
  "/privacy-policy",
  "/your-business",
  "/small-business",
  "/services",
  ...(["service", "waste", "material", "industry", "city"] as const).map(firstOf),
  "/blog/1",
  htmlRoutes.find((path) => path.startsWith("/post/"))!,
];

/**
 * Scrolls to a part of the page as a visitor does before clicking it far down. A page's first scroll
 * lays the whole page out (app/lib/full-layout.ts), and near the bottom that can move what is under
 * the pointer. Playwright's click scrolls and presses within a frame or two, so on a fresh page it
 * could press on one element and release on another: a click that opens nothing.
 */
export async function scrollTo(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const page = target.page();
  if (await page.evaluate(() => window.scrollY > 0))
    await page.locator("html[data-full-layout]").waitFor({ state: "attached" });
}

/** Opens a page and waits until its scripts have taken over, as a visitor's clicks would. */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * A menu's toggle in the header: the <summary> of a native <details>, which browsers expose as a
 * button with its expanded state (Playwright's role queries do not count it as a button).
 */
export function menuToggle(scope: Page | Locator, name: string): Locator {
  const exact = new RegExp(`^${literal(name)}$`);
  return scope.locator("summary").filter({ hasText: exact });
}

/** The phone menu's toggle, labelled Menu or Close. */
export const phoneMenuToggle = (page: Page) => page.locator("#site-menu > summary");

/** The <details> a toggle opens: it has the `open` attribute while open. */
export const level = (toggle: Locator) => toggle.locator("xpath=..");
