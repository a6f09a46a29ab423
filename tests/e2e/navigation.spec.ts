import { level, menuToggle, openHydrated, phoneMenuToggle, scrollTo } from "./site";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { navigation as menu } from "../../app/site/menu.server";

/** The menu as staff saved it (content/navigation.yaml), read through the content loader. */
const navigation = menu();
import { getPage } from "../../app/site/pages";
import { footerContent } from "../../app/content/index.server";
import { blogFirstPage } from "../../app/content/footer-limits";
import { UPDATES_PATH } from "../../app/content/monthly-limits";
import { latestIssuePath } from "../../app/content/monthly-archive.server";
import { site } from "../../app/site/site";
import { register } from "../../app/content/register";

/** The footer's words and links as staff saved them (content/footer.yaml), tokens filled. */
const words = footerContent();

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const dropdowns = navigation.filter((item) => item.children);

/** How Chromium presents a menu toggle to assistive technology: role, name and expanded state. */
async function exposed(page: Page, toggle: Locator) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", {
    nodeId: root.nodeId,
    selector: `summary[aria-controls="${await toggle.getAttribute("aria-controls")}"]`,
  });
  const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
  const node = nodes[0]!;
  const expanded = node.properties?.find((property) => property.name === "expanded")?.value.value;
  return { role: node.role?.value, name: node.name?.value, expanded };
}

test.describe("desktop navigation bar", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows the logo, Log In, Contact Us and the six top-level items", async ({ page }) => {
    await openHydrated(page, "/");
    await expect(page.getByRole("link", { name: `${site.name} home` })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Log In" })).toHaveAttribute("href", site.loginUrl);
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Contact Us", exact: true }),
    ).toHaveAttribute("href", "/contact-us");
    for (const name of [
      "HOME",
      "BUSINESS",
      "SERVICES",
      "ABOUT US",
      "WASTE WE MANAGE",
      "INDUSTRIES WE WORK WITH",
    ]) {
      await expect(mainNav(page).getByText(name, { exact: true })).toBeVisible();
    }
    await expect(mainNav(page).getByRole("link", { name: "CONTACT US" })).toBeHidden();
  });

  for (const item of dropdowns) {
    test(`${item.name} opens and closes by mouse`, async ({ page }) => {
      await openHydrated(page, "/about");
      const toggle = menuToggle(mainNav(page), item.name);
      const list = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
      await expect(list).toBeHidden();
      await toggle.click();
      await expect(level(toggle)).toHaveAttribute("open");
      await expect(list.getByRole("link", { name: /View All/ }).first()).toHaveAttribute("href", item.path);
      for (const child of item.children!)
        await expect(list.getByText(child.name, { exact: true }).first()).toBeVisible();
      await toggle.click();
      await expect(list).toBeHidden();
      await toggle.click();
      await page.mouse.click(5, 780);
      await expect(list).toBeHidden();
    });
  }

  test("by keyboard: Tab reaches a dropdown's button, Enter and Space toggle it, Esc closes it and returns focus", async ({
    page,
  }) => {
    await openHydrated(page, "/about");
    const services = menuToggle(mainNav(page), "SERVICES");
    await menuToggle(mainNav(page), "BUSINESS").focus();
    await page.keyboard.press("Tab");
    await expect(services).toBeFocused();
    expect(await exposed(page, services)).toEqual({
      role: expect.stringMatching(/^DisclosureTriangle/),
      name: "SERVICES",
      expanded: false,
    });
    await page.keyboard.press("Enter");
    await expect(level(services)).toHaveAttribute("open");
    expect((await exposed(page, services)).expanded).toBe(true);
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveText("View All");
    await expect(page.locator(":focus")).toHaveAttribute("href", "/services");
    await page.keyboard.press("Escape");
    await expect(level(services)).not.toHaveAttribute("open");
    await expect(services).toBeFocused();
    await page.keyboard.press("Space");
    await expect(level(services)).toHaveAttribute("open");
    await page.keyboard.press("Space");
    await expect(level(services)).not.toHaveAttribute("open");
  });

  test("a nested submenu opens inside its dropdown, and Esc closes the innermost level first", async ({
    page,
  }) => {
    await openHydrated(page, "/");
    const waste = menuToggle(mainNav(page), "WASTE WE MANAGE");
    const liquid = menuToggle(mainNav(page), "Liquid Waste");
    await waste.click();
    await liquid.click();
    await expect(mainNav(page).getByRole("link", { name: "Grease Trap Pump-Outs" })).toBeVisible();
    await mainNav(page).getByRole("link", { name: "Drum Waste" }).focus();
    await page.keyboard.press("Escape");
    await expect(level(liquid)).not.toHaveAttribute("open");
    await expect(liquid).toBeFocused();
    await expect(level(waste)).toHaveAttribute("open");
    await page.keyboard.press("Escape");
    await expect(level(waste)).not.toHaveAttribute("open");
    await expect(waste).toBeFocused();
  });

  test("opening one dropdown closes another, and focus leaving the navigation closes it", async ({
    page,
  }) => {
    await openHydrated(page, "/");
    const business = menuToggle(mainNav(page), "BUSINESS");
    const industries = menuToggle(mainNav(page), "INDUSTRIES WE WORK WITH");
    await business.click();
    await industries.click();
    await expect(level(business)).not.toHaveAttribute("open");
    const links = await page.locator("#nav-industries a").count();
    for (let i = 0; i < links; i += 1) await page.keyboard.press("Tab");
    await expect(level(industries)).toHaveAttribute("open");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Log In" })).toBeFocused();
    await expect(level(industries)).not.toHaveAttribute("open");
  });

  test("a dropdown link navigates and the menu closes", async ({ page }) => {
    await openHydrated(page, "/");
    const services = menuToggle(mainNav(page), "SERVICES");
    await services.click();
    await mainNav(page).getByRole("link", { name: "Waste Compactors" }).click();
    await expect(page).toHaveURL(/\/services\/waste-compactors$/);
    await expect(page.locator("h1")).toHaveText(getPage("/services/waste-compactors").name);
    await expect(level(services)).not.toHaveAttribute("open");
    await expect(page.locator("h1")).toBeFocused();
  });

  test("the skip link is the first focusable element and moves focus to the main content", async ({
    page,
  }) => {
    await openHydrated(page, "/services");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  });
});

test.describe("active item", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  const cases: [string, string][] = [
    ["/", "HOME"],
    ["/pest-control", "SERVICES"],
    ["/services/wheelie-bins", "SERVICES"],
    ["/recycling/glass-recycling", "WASTE WE MANAGE"],
    ["/other-manufacturing-waste-management", "INDUSTRIES WE WORK WITH"],
    ["/small-business", "BUSINESS"],
    ["/about", "ABOUT US"],
  ];
  for (const [path, name] of cases) {
    test(`${path} highlights ${name} only`, async ({ page }) => {
      await openHydrated(page, path);
      const current = mainNav(page).locator("[data-active]");
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(name);
      await expect(current).toHaveAttribute("aria-current", /page|true/);
      const currentPage = mainNav(page).locator('a[aria-current="page"]');
      await expect(currentPage).toHaveCount(1);
      await expect(currentPage).toHaveAttribute("href", path);
    });
  }
});

test.describe("sticky bar", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test("pins after 100 px of scroll, not at 100 px, and the content does not move", async ({ page }) => {
    await openHydrated(page, "/services/wheelie-bins");
    const header = page.getByRole("banner");
    const mainTop = () =>
      page.locator("main").evaluate((main) => main.getBoundingClientRect().top + window.scrollY);
    const before = await mainTop();
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(header).not.toHaveAttribute("data-sticky");
    await page.evaluate(() => window.scrollTo(0, 101));
    await expect(header).toHaveAttribute("data-sticky", "true");
    await expect(header).toHaveCSS("position", "fixed");
    expect(await mainTop()).toBe(before);
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).not.toHaveAttribute("data-sticky");
  });
});

test.describe("a #fragment target", () => {
  /** How far the target's top sits below the bottom of the header (negative: hidden under it). */
  const clearance = (page: Page, id: string) =>
    page.evaluate((target) => {
      const header = document.querySelector("header")!.getBoundingClientRect();
      return Math.round(document.getElementById(target)!.getBoundingClientRect().top - header.bottom);
    }, id);

  for (const width of [375, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test("opened from another page stops below the pinned header", async ({ page }) => {
        await openHydrated(page, "/services/wheelie-bins#compliance");
        await expect(page.getByRole("banner")).toHaveAttribute("data-sticky", "true");
        await expect.poll(() => clearance(page, "compliance")).toBeGreaterThanOrEqual(8);
      });

      test("followed on the page stops below the pinned header", async ({ page }) => {
        await openHydrated(page, "/services/wheelie-bins");
        await page.evaluate(() => (window.location.hash = "#faq"));
        await expect(page.getByRole("banner")).toHaveAttribute("data-sticky", "true");
        await expect.poll(() => clearance(page, "faq")).toBeGreaterThanOrEqual(8);
      });
    });
  }
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test("the menu button opens the whole tree, including CONTACT US and nested levels", async ({ page }) => {
    await openHydrated(page, "/");
    const menu = phoneMenuToggle(page);
    await expect(menu).toHaveAccessibleName("Menu");
    await expect(mainNav(page)).toBeHidden();
    await menu.tap();
    await expect(menu).toHaveAccessibleName("Close");
    await expect(mainNav(page).getByRole("link", { name: "CONTACT US" })).toBeVisible();
    await menuToggle(mainNav(page), "SERVICES").tap();
    await menuToggle(mainNav(page), "Waste Handling Equipment").tap();
    await mainNav(page).getByRole("link", { name: "Bottle Crushers" }).tap();
    await expect(page).toHaveURL(/\/services\/bottle-crushers$/);
    await expect(mainNav(page)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("Esc closes the open levels innermost first, then the menu, returning focus each time", async ({
    page,
  }) => {
    await openHydrated(page, "/");
    const waste = menuToggle(mainNav(page), "WASTE WE MANAGE");
    const recycling = menuToggle(mainNav(page), "Recycling");
    await phoneMenuToggle(page).click();
    await waste.click();
    await recycling.click();
    await mainNav(page).getByRole("link", { name: "Glass Recycling" }).focus();
    await page.keyboard.press("Escape");
    await expect(recycling).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(waste).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(phoneMenuToggle(page)).toBeFocused();
    await expect(mainNav(page)).toBeHidden();
  });

  test("a menu tapped before the scripts run opens at once and stays open once they start", async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await phoneMenuToggle(page).tap();
    await menuToggle(mainNav(page), "SERVICES").tap();
    const link = mainNav(page).getByRole("link", { name: "Waste Compactors" });
    await expect(link).toBeVisible();
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(phoneMenuToggle(page)).toHaveAccessibleName("Close");
    await expect(link).toBeVisible();
  });
});

test.describe("without scripts", () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px a dropdown and a nested submenu open, and View All links are followed`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width, height: 800 },
      });
      const page = await context.newPage();
      await page.goto("/about");
      if (width < 1024) {
        await expect(mainNav(page)).toBeHidden();
        await phoneMenuToggle(page).click();
      }
      const services = menuToggle(mainNav(page), "SERVICES");
      const bins = menuToggle(mainNav(page), "Bins and Skips");
      await expect(bins).toBeHidden();
      await services.click();
      await bins.click();
      await expect(mainNav(page).getByRole("link", { name: "Wheelie Bins" })).toBeVisible();
      await page
        .locator("#nav-services-bins-and-skips")
        .getByRole("link", { name: /View All/ })
        .click();
      await expect(page).toHaveURL(/\/services\/bins-and-skips$/);
      if (width < 1024) await phoneMenuToggle(page).click();
      await menuToggle(mainNav(page), "BUSINESS").click();
      await page
        .locator("#nav-your-business")
        .getByRole("link", { name: /View All/ })
        .click();
      await expect(page).toHaveURL(/\/your-business$/);
      await context.close();
    });
  }
});

test("the footer carries subscribe, blurb, links, contact details and the current year", async ({ page }) => {
  await openHydrated(page, "/about");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByPlaceholder("Enter Email..")).toBeVisible();
  await expect(footer.getByRole("button", { name: "SUBSCRIBE" })).toBeVisible();
  await expect(footer.getByRole("heading", { name: words.subscribeHeading })).toBeVisible();
  await expect(footer).toContainText(words.blurb);
  // SPEC: the footer states the founding year and links to /blog/1.
  await expect(footer).toContainText(words.founded);
  expect(words.founded).toContain(String(site.foundedYear));
  const quickLinks = footer.getByRole("navigation", { name: words.quickLinksHeading }).getByRole("link");
  await expect(quickLinks).toHaveText(words.quickLinks.map((link) => link.name));
  for (const [i, link] of words.quickLinks.entries())
    await expect(quickLinks.nth(i)).toHaveAttribute("href", link.path);
  expect(words.quickLinks.map((link) => link.path)).toContain(blogFirstPage.path);
  // The services column is the SERVICES dropdown's first level, as staff ordered it.
  const services = navigation.find((item) => item.path === "/services")!.children!;
  await expect(footer.getByRole("navigation", { name: words.servicesHeading }).getByRole("link")).toHaveText(
    services.map((item) => item.name),
  );
  for (const area of words.areas)
    await expect(footer.getByRole("link", { name: area.name, exact: true })).toHaveAttribute(
      "href",
      area.path,
    );
  await expect(footer).toContainText(site.address.street);
  await expect(footer.getByRole("link", { name: site.phone.display })).toHaveAttribute(
    "href",
    site.phone.href,
  );
  await expect(footer.getByRole("link", { name: words.enquiryLink })).toHaveAttribute("href", "/contact-us");
  // Only accounts staff confirmed as the company's are linked; the others are not shown at all.
  for (const account of register.social) {
    const link = footer.getByRole("link", { name: `${site.name} on ${account.network}` });
    if (account.confirmed) await expect(link).toHaveAttribute("href", account.url);
    else await expect(link).toHaveCount(0);
  }
  await expect(footer.getByTestId("copyright-year")).toHaveText(String(new Date().getFullYear()));
  await expect(footer).toContainText(site.legalName);
  // The subscribe box's promise links the monthly e-mails sent: the list, and the newest one, found
  // when it is opened (the list while none is sent).
  await expect(footer.getByRole("link", { name: words.updatesLink })).toHaveAttribute("href", UPDATES_PATH);
  const lastIssue = footer.getByRole("link", { name: words.lastIssueLink });
  await scrollTo(lastIssue);
  await lastIssue.click();
  await expect(page).toHaveURL(new RegExp(`${latestIssuePath(Date.now())}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test.describe("links between pages", () => {
  const stillSameDocument = (page: Page) =>
    page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

  test("once the page is running, a link opens the next page without reloading, and focus moves to its heading", async ({
    page,
  }) => {
    await openHydrated(page, "/");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const documents: string[] = [];
    page.on("request", (request) => request.resourceType() === "document" && documents.push(request.url()));
    const about = page.getByRole("contentinfo").getByRole("link", { name: "About us", exact: true }).first();
    await scrollTo(about);
    await about.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    expect(await stillSameDocument(page)).toBe(true);
    await page
      .getByRole("main")
      .getByRole("link", { name: /contact|enquir/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/contact-us/);
    expect(await stillSameDocument(page)).toBe(true);
    expect(documents).toEqual([]);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("a link opened in a new tab is left to the browser", async ({ page, context }) => {
    await openHydrated(page, "/");
    const opened = context.waitForEvent("page");
    const about = page.getByRole("contentinfo").getByRole("link", { name: "About us", exact: true }).first();
    await scrollTo(about);
    await about.click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe("/about");
    expect(new URL(page.url()).pathname).toBe("/");
  });
});

test.describe("the place on a long page", () => {
  // A phone, where the service page is about ten screens long and its later sections are laid out
  // only near the screen (global.css): returning must still land on the same words.
  test.use({ viewport: { width: 412, height: 823 } });
  const path = "/services/wheelie-bins";

  /** Scrolls the FAQ heading to 100 px below the top of the window and returns where it settled. */
  async function scrollToFaq(page: Page) {
    await page.locator("#faq").evaluate(async (heading) => {
      for (let settle = 0; settle < 3; settle++) {
        window.scrollBy(0, heading.getBoundingClientRect().top - 100);
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      }
    });
    return faqTop(page);
  }
  const faqTop = (page: Page) =>
    page.locator("#faq").evaluate((heading) => Math.round(heading.getBoundingClientRect().top));

  test("back after following a link returns to the same heading", async ({ page }) => {
    await openHydrated(page, path);
    const before = await scrollToFaq(page);
    expect(before).toBe(100);
    // The pinned bar's logo: a link already on screen, so clicking it does not scroll the page first.
    await page.getByRole("link", { name: `${site.name} home` }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect.poll(() => faqTop(page)).toBe(before);
  });

  test("a reload returns to the same heading", async ({ page }) => {
    await openHydrated(page, path);
    const before = await scrollToFaq(page);
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect.poll(() => faqTop(page)).toBe(before);
  });
});
