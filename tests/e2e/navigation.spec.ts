import { openHydrated } from "./site";
import { expect, test, type Page } from "@playwright/test";
import { navigation } from "../../app/site/navigation";
import { site } from "../../app/site/site";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const dropdowns = navigation.filter((item) => item.children);

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
      const button = mainNav(page).getByRole("button", { name: item.name });
      const list = page.locator(`#${await button.getAttribute("aria-controls")}`);
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(list).toBeHidden();
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(list.getByRole("link", { name: /View All/ }).first()).toHaveAttribute("href", item.path);
      for (const child of item.children!)
        await expect(list.getByText(child.name, { exact: true }).first()).toBeVisible();
      await button.click();
      await expect(list).toBeHidden();
      await button.click();
      await page.mouse.click(5, 780);
      await expect(list).toBeHidden();
    });

    test(`${item.name} opens and closes by keyboard`, async ({ page }) => {
      await openHydrated(page, "/about");
      const button = mainNav(page).getByRole("button", { name: item.name });
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Tab");
      await expect(page.locator(":focus")).toHaveText(/View All/);
      await page.keyboard.press("Escape");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button).toBeFocused();
      await page.keyboard.press("Space");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Space");
      await expect(button).toHaveAttribute("aria-expanded", "false");
    });
  }

  test("nested submenus open inside their dropdown and Esc closes one level at a time", async ({ page }) => {
    await openHydrated(page, "/");
    await mainNav(page).getByRole("button", { name: "WASTE WE MANAGE" }).click();
    const liquid = mainNav(page).getByRole("button", { name: "Liquid Waste" });
    await liquid.click();
    await expect(liquid).toHaveAttribute("aria-expanded", "true");
    await expect(mainNav(page).getByRole("link", { name: "Grease Trap Pump-Outs" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(liquid).toHaveAttribute("aria-expanded", "false");
    await expect(liquid).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(mainNav(page).getByRole("button", { name: "WASTE WE MANAGE" })).toBeFocused();
  });

  test("focus leaving the navigation closes the open dropdown", async ({ page }) => {
    await openHydrated(page, "/");
    const industries = mainNav(page).getByRole("button", { name: "INDUSTRIES WE WORK WITH" });
    await industries.click();
    const links = await page.locator("#nav-industries a").count();
    for (let i = 0; i < links + 2; i += 1) await page.keyboard.press("Tab");
    await expect(industries).toHaveAttribute("aria-expanded", "false");
  });

  test("a dropdown link navigates and the menu closes", async ({ page }) => {
    await openHydrated(page, "/");
    await mainNav(page).getByRole("button", { name: "SERVICES" }).click();
    await mainNav(page).getByRole("link", { name: "Waste Compactors" }).click();
    await expect(page).toHaveURL(/\/services\/waste-compactors$/);
    await expect(page.locator("h1")).toHaveText("Waste compactors");
    await expect(mainNav(page).getByRole("button", { name: "SERVICES" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
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

test.describe("a menu tapped before the page is running", () => {
  /** Opens a page with its scripts held back until `release` is called. */
  async function openWithScriptsHeld(page: Page, path: string) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: "domcontentloaded" });
    return release;
  }

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });
    test("opens once the scripts have started", async ({ page }) => {
      const release = await openWithScriptsHeld(page, "/");
      await page.getByRole("button", { name: "Menu" }).tap();
      await page.getByRole("button", { name: "Menu" }).tap();
      await expect(mainNav(page)).toBeHidden();
      release();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(page.getByRole("button", { name: "Close" })).toHaveAttribute("aria-expanded", "true");
      await expect(mainNav(page).getByRole("link", { name: "CONTACT US" })).toBeVisible();
    });
  });

  test.describe("on a wide screen", () => {
    test.use({ viewport: { width: 1280, height: 800 } });
    test("opens its dropdown once the scripts have started", async ({ page }) => {
      const release = await openWithScriptsHeld(page, "/about");
      const button = mainNav(page).getByRole("button", { name: "SERVICES" });
      await button.click();
      release();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(
        page
          .locator(`#${await button.getAttribute("aria-controls")}`)
          .getByRole("link", { name: /View All/ }),
      ).toBeVisible();
    });
  });
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test("the menu button opens the whole tree, including CONTACT US and nested levels", async ({ page }) => {
    await openHydrated(page, "/");
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(mainNav(page)).toBeHidden();
    await menu.tap();
    await expect(page.getByRole("button", { name: "Close" })).toHaveAttribute("aria-expanded", "true");
    await expect(mainNav(page).getByRole("link", { name: "CONTACT US" })).toBeVisible();
    await mainNav(page).getByRole("button", { name: "SERVICES" }).tap();
    await mainNav(page).getByRole("button", { name: "Waste Handling Equipment" }).tap();
    await mainNav(page).getByRole("link", { name: "Bottle Crushers" }).tap();
    await expect(page).toHaveURL(/\/services\/bottle-crushers$/);
    await expect(mainNav(page)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("Esc closes the menu and returns focus to the menu button", async ({ page }) => {
    await openHydrated(page, "/");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();
    await expect(mainNav(page)).toBeHidden();
  });
});

test("the footer carries subscribe, blurb, links, contact details and the current year", async ({ page }) => {
  await openHydrated(page, "/about");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByPlaceholder("Enter Email..")).toBeVisible();
  await expect(footer.getByRole("button", { name: "SUBSCRIBE" })).toBeVisible();
  await expect(footer).toContainText("Founded in 2004");
  await expect(
    footer.getByRole("navigation", { name: "Quick links" }).getByRole("link", { name: "Blog" }),
  ).toHaveAttribute("href", "/blog/1");
  await expect(footer.getByRole("navigation", { name: "Services" }).getByRole("link")).toHaveCount(10);
  await expect(footer).toContainText(site.address.street);
  await expect(footer.getByRole("link", { name: site.phone.display })).toHaveAttribute(
    "href",
    "tel:1300975707",
  );
  await expect(footer.getByRole("link", { name: "Send us an enquiry" })).toHaveAttribute(
    "href",
    "/contact-us",
  );
  for (const network of ["Facebook", "LinkedIn", "Instagram"]) {
    await expect(footer.getByRole("link", { name: `${site.name} on ${network}` })).toBeVisible();
  }
  await expect(footer.getByTestId("copyright-year")).toHaveText(String(new Date().getFullYear()));
  await expect(footer).toContainText(site.legalName);
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
    await page.getByRole("contentinfo").getByRole("link", { name: "About us", exact: true }).first().click();
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
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "About us", exact: true })
      .first()
      .click({ modifiers: ["ControlOrMeta"] });
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

test.describe("closed menus", () => {
  const services = navigation.find((item) => item.path === "/services")!;

  test.describe("with scripts", () => {
    test.use({ viewport: { width: 1280, height: 800 } });
    test("a closed dropdown's links are not built until it opens", async ({ page }) => {
      await openHydrated(page, "/about");
      const button = mainNav(page).getByRole("button", { name: services.name });
      const list = page.locator(`#${await button.getAttribute("aria-controls")}`);
      await expect(list.getByRole("link")).toHaveCount(0);
      await button.click();
      await expect(list.getByRole("link", { name: /View All/ })).toBeVisible();
      await button.click();
      await expect(list.getByRole("link")).toHaveCount(0);
    });
  });

  test.describe("without scripts", () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    test("every dropdown opens on hover with all its links", async ({ page }) => {
      await page.goto("/about");
      for (const item of dropdowns) {
        const button = mainNav(page).getByRole("button", { name: item.name });
        const list = page.locator(`#${await button.getAttribute("aria-controls")}`);
        await expect(list).toBeHidden();
        await button.hover();
        await expect(list.getByRole("link", { name: /View All/ }).first()).toHaveAttribute("href", item.path);
        for (const child of item.children!)
          await expect(list.getByText(child.name, { exact: true }).first()).toBeVisible();
      }
      await mainNav(page).getByRole("button", { name: services.name }).hover();
      await page
        .locator(`#nav-services`)
        .getByRole("link", { name: "View All", exact: false })
        .first()
        .click();
      await expect(page).toHaveURL(/\/services$/);
    });
  });
});
