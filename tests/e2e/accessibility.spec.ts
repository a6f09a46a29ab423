import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type ConsoleMessage, type Page } from "@playwright/test";
import { navigation as menu } from "../../app/site/menu.server";
import { pagesOfType } from "../../app/site/pages";

/** The menu as staff saved it (content/navigation.yaml), read through the content loader. */
const navigation = menu();
import { htmlRoutes, openHydrated, phoneMenuToggle, templateSamples } from "./site";

/**
 * Pages drawn by a template another page already shows in full. axe's rules judge what the
 * template draws (contrast, target sizes, roles and states, landmarks), so axe runs on the
 * template's sample (templateSamples) and on every page with a template of its own, at 375 and
 * 1280 px. What a page's own words can get wrong is checked on every page: reflow, text against
 * the edge and focus rings at 320 px, and every link, button, picture, heading and field named.
 */
const termsPages = pagesOfType("terms").map((page) => page.path);
const sharesASampledTemplate = new Set(
  [
    ...(["business", "hub", "service", "waste", "material", "industry", "city"] as const).flatMap((type) =>
      pagesOfType(type).map((page) => page.path),
    ),
    ...htmlRoutes.filter((path) => /^\/(post|blog)\//.test(path)),
    // A terms page's dated versions, drawn as the terms page itself is.
    ...htmlRoutes.filter((path) => termsPages.some((terms) => path.startsWith(`${terms}/`))),
  ].filter((path) => !templateSamples.includes(path)),
);

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe judges target sizes and contrast by where boxes lie. Sections far from the screen are not
 * laid out yet (content-visibility), and their placeholder boxes overlap in ways no visitor ever
 * sees, so the page is first laid out whole, as it is for a visitor who comes back to it.
 * `within` limits the check to part of the page, such as an open menu.
 */
async function violations(page: Page, within?: string) {
  await page.evaluate(() => document.documentElement.setAttribute("data-full-layout", ""));
  const builder = new AxeBuilder({ page }).withTags(wcagTags);
  const result = await (within ? builder.include(within) : builder).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const landmarkRoles = new Set([
  "banner",
  "navigation",
  "main",
  "complementary",
  "contentinfo",
  "region",
  "form",
  "search",
]);

/** Roles a visitor reaches or reads by name: without one, a screen reader says only the role. */
const namedRoles = new Set([
  "link",
  "button",
  "img",
  "heading",
  "textbox",
  "searchbox",
  "combobox",
  "checkbox",
  "radio",
  "spinbutton",
]);

/**
 * What a screen reader's lists of landmarks, articles, links and headings would get wrong, from
 * the names the browser itself computes: an article, link, button, picture, heading or field
 * without a name (the page's words give them), two landmarks of one role with one name, or a name
 * two landmarks share; and a text field that does not state its type.
 */
async function namingFaults(page: Page): Promise<string[]> {
  const faults: string[] = [];
  const named = new Map<string, string>();
  const unnamed = new Set<string>();
  for (const line of (await page.locator("body").ariaSnapshot()).split("\n")) {
    const match = /^\s*- (\w+)(?: "((?:[^"\\]|\\.)*)")?/.exec(line);
    if (!match) continue;
    const [, role, name] = match as unknown as [string, string, string | undefined];
    if (role === "article" && !name) faults.push("an article without a name");
    if (namedRoles.has(role) && !name?.trim()) faults.push(`a ${role} without a name: ${line.trim()}`);
    if (!landmarkRoles.has(role)) continue;
    if (!name) {
      if (unnamed.has(role)) faults.push(`two ${role} landmarks without a name`);
      unnamed.add(role);
    } else if (named.has(name)) faults.push(`${named.get(name)} and ${role} both named "${name}"`);
    else named.set(name, role);
  }
  const untyped = await page
    .locator("input:not([type])")
    .evaluateAll((inputs) => inputs.map((input) => input.getAttribute("name")));
  for (const name of untyped) faults.push(`input "${name}" without a type`);
  return faults;
}

/** axe needs a page from a context of its own. */
async function openPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  return { context, page: await context.newPage() };
}

/**
 * Controls whose focus ring (global.css: a 3 px outline 2 px out) an ancestor would cut off: an
 * element with content-visibility: auto or paint containment clips whatever is drawn outside it.
 * The clipping elements are found as the page first draws them; then the whole page is laid out,
 * as the visitor's first scroll does (app/lib/full-layout.ts), so that each is measured at its real
 * size rather than the size reserved for it while skipped. Runs in the page.
 */
async function clippedFocusRings(): Promise<string[]> {
  const ring = 5;
  const clipsPainting = (element: Element) => {
    const style = getComputedStyle(element);
    return style.contentVisibility === "auto" || /paint|strict|content/.test(style.contain);
  };
  const containers = [...document.querySelectorAll("body *")].filter(clipsPainting);
  document.documentElement.setAttribute("data-full-layout", "");
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const clipped: string[] = [];
  for (const container of containers) {
    const clip = container.getBoundingClientRect();
    for (const control of container.querySelectorAll<HTMLElement>(
      "a[href], button, input, select, textarea, [tabindex]",
    )) {
      const box = control.getBoundingClientRect();
      if (control.tabIndex < 0 || box.width <= 1 || box.height <= 1) continue;
      // Inside a closed <details> (an FAQ answer's link) a control cannot take focus until it opens.
      const closed = control.closest("details:not([open])");
      if (closed && !control.closest("summary")) continue;
      if (
        box.left - ring < clip.left ||
        box.right + ring > clip.right ||
        box.top - ring < clip.top ||
        box.bottom + ring > clip.bottom
      ) {
        clipped.push(
          `${control.tagName.toLowerCase()} "${(control.textContent || control.id).trim().slice(0, 30)}"`,
        );
      }
    }
  }
  return clipped;
}

/**
 * One page per worker for the checks every route gets: a new page starts a renderer, which costs
 * as much as loading the route itself. Each test loads its route afresh at 320 px; axe needs a page
 * from a context of its own, not browser.newPage().
 */
const routeTest = test.extend<object, { routePage: Page }>({
  routePage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ viewport: { width: 320, height: 800 } });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
});

test.describe("axe finds no WCAG 2.2 A/AA violations", () => {
  // axe over a long page, or over every open menu, takes several times longer on a busy machine.
  test.describe.configure({ timeout: 180_000 });
  // One page load per route covers its checks: no console error (the Content-Security-Policy
  // blocks nothing the page needs), reflow at 320 px, names, and for each template once axe at 375
  // and 1280 px.
  for (const path of htmlRoutes) {
    const template = !sharesASampledTemplate.has(path);
    routeTest(
      `${path}: no console errors, no sideways scrolling at 320 px, everything named${template ? ", no violations at 375 and 1280 px" : ""}`,
      async ({ routePage: page }) => {
        await page.setViewportSize({ width: 320, height: 800 });
        const consoleErrors: string[] = [];
        const onConsole = (message: ConsoleMessage) => {
          if (message.type() === "error") consoleErrors.push(message.text());
        };
        const onPageError = (error: Error) => consoleErrors.push(error.message);
        page.on("console", onConsole);
        page.on("pageerror", onPageError);
        // A failed test ends its worker, and the page with it; a passing one leaves the page as it found it.
        await page.goto(path);
        // Once the page has hydrated, every script it starts with has run (and any the policy
        // blocked has been reported); waiting for the network to fall idle cost half a second more.
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        expect(consoleErrors).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, "horizontal overflow at 320 px").toBeLessThanOrEqual(0);
        const flush = await page.evaluate(() =>
          [...document.querySelectorAll("main :is(h1, h2, h3, p, li, dt, dd, label)")]
            .filter(
              (el) =>
                el.getClientRects().length > 0 &&
                !el.closest('.visually-hidden, table, [aria-hidden="true"]'),
            )
            .filter(
              (el) =>
                el.getBoundingClientRect().left < 8 ||
                el.getBoundingClientRect().right > window.innerWidth - 8,
            )
            .map((el) => el.textContent?.trim().slice(0, 40)),
        );
        expect(flush, "text against the edge of the screen at 320 px").toEqual([]);
        expect(await page.evaluate(clippedFocusRings), "focus rings cut off at 320 px").toEqual([]);
        expect(await namingFaults(page), "names of landmarks, articles, links, headings and fields").toEqual(
          [],
        );
        if (template) {
          await page.setViewportSize({ width: 375, height: 800 });
          expect(await violations(page)).toEqual([]);
          await page.setViewportSize({ width: 1280, height: 800 });
          expect(await violations(page)).toEqual([]);
          expect(await page.evaluate(clippedFocusRings), "focus rings cut off at 1280 px").toEqual([]);
        }
        page.off("console", onConsole);
        page.off("pageerror", onPageError);
      },
    );
  }

  test("with every dropdown open, and each of its nested submenus", async ({ browser }) => {
    const { context, page } = await openPage(browser, 1280);
    await openHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = (path: string) => nav.locator(`xpath=.//details[./ul/li/a[@href="${path}"]]/summary`);
    // An open dropdown covers the page below it, as it should; the page itself is checked above.
    for (const top of navigation.filter((item) => item.children && !item.smallScreensOnly)) {
      await toggle(top.path).click();
      expect(await violations(page, "header"), top.name).toEqual([]);
      for (const nested of top.children!.filter((item) => item.children)) {
        await toggle(nested.path).click();
        expect(await violations(page, "header"), nested.name).toEqual([]);
      }
    }
    await context.close();
  });

  test("with the phone menu open, and every dropdown and nested submenu in it", async ({ browser }) => {
    const { context, page } = await openPage(browser, 375);
    await openHydrated(page, "/services");
    await phoneMenuToggle(page).click();
    expect(await violations(page)).toEqual([]);
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = (path: string) => nav.locator(`xpath=.//details[./ul/li/a[@href="${path}"]]/summary`);
    for (const top of navigation.filter((item) => item.children)) {
      await toggle(top.path).click();
      expect(await violations(page, "header"), top.name).toEqual([]);
      for (const nested of top.children!.filter((item) => item.children)) {
        await toggle(nested.path).click();
        expect(await violations(page, "header"), nested.name).toEqual([]);
      }
    }
    await context.close();
  });
});

test.describe("text resized to 200%", () => {
  for (const path of templateSamples) {
    test(`${path} keeps its content readable without sideways scrolling`, async ({ browser }) => {
      const { context, page } = await openPage(browser, 1280);
      // Chromium's own text-size setting (not page zoom): the default font goes from 16 to 32 px.
      const cdp = await context.newCDPSession(page);
      await cdp.send("Page.enable");
      await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(page.locator("h1")).toBeVisible();
      await context.close();
    });
  }
});

test("animations stop when the visitor prefers reduced motion", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  await page.goto("/services");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(page.getByRole("banner")).toHaveAttribute("data-sticky", "true");
  await expect(page.getByRole("banner")).toHaveCSS("animation-name", "none");
  await context.close();
});
