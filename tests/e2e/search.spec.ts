import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { site } from "../../app/site/site";
import { mistyped, siteIndex } from "./search-index";
import { firstOf, openHydrated, phoneMenuToggle } from "./site";

/** Site search (docs/decisions/0005-site-search.md): the server-rendered page and the header's combobox. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header form leads to ranked results with marked snippets, forgiving a typo", async ({
    page,
    request,
  }) => {
    const index = await siteIndex(request);
    const word = index.wordOf(firstOf("material"));
    const query = mistyped(word);
    await page.goto("/about");
    const form = page.getByRole("search", { name: "Site" });
    await form.getByLabel("Search the site").fill(query);
    await form.getByLabel("Search the site").press("Enter");
    await expect(page).toHaveURL(`/search?q=${query}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Search results for “${query}”`);
    const results = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(results.first().getByRole("link")).toHaveAttribute("href", index.first(query).path);
    await expect(results.first().locator("mark").first()).not.toBeEmpty();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("the server ranks as the browser's copy of the index does, synonyms included", async ({
    page,
    request,
  }) => {
    const index = await siteIndex(request);
    // "fogo" is a synonym group's first word (app/search/synonyms.ts), matched through the others.
    for (const query of ["fogo", index.wordOf(firstOf("service"))]) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(page.locator("main ol li h2 a").first(), query).toHaveAttribute(
        "href",
        index.first(query).path,
      );
    }
  });

  test("a query with no match shows the way on: phone and contact link", async ({ page }) => {
    const response = await page.goto("/search?q=zzqxjv");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "No pages match “zzqxjv”" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      site.phone.href,
    );
    await expect(page.getByRole("main").getByRole("link", { name: "send us a message" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
  });

  test("the query is shown as text, never as markup", async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent("<img src=x onerror=alert(1)>bins")}`);
    await expect(page.locator("main img")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("<img src=x");
  });
});

test("the header combobox by keyboard: type, ArrowDown, Enter opens the page; Esc closes then clears", async ({
  page,
  request,
}) => {
  const index = await siteIndex(request);
  const query = index.wordOf(firstOf("waste"));
  const expected = index.first(query);
  const errors = collectErrors(page);
  await openHydrated(page, "/about");
  const input = page.getByRole("search", { name: "Site" }).getByLabel("Search the site");
  await input.focus();
  await expect(input).toHaveAttribute("role", "combobox");
  await input.pressSequentially(query);
  const listbox = page.getByRole("listbox", { name: "Suggestions" });
  await expect(listbox).toBeVisible();
  await expect(input).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("status").filter({ hasText: /suggestion/ })).toHaveText(
    /(?<!\d)\d+ suggestions?\./,
  );
  await input.press("ArrowDown");
  const first = listbox.getByRole("option").first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(input).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
  await expect(first).toContainText(expected.name);
  await input.press("Escape");
  await expect(listbox).toBeHidden();
  await expect(input).toHaveAttribute("aria-expanded", "false");
  await expect(input).toHaveValue(query);
  await input.press("Escape");
  await expect(input).toHaveValue("");
  // In one input event, as pasted: typed letter by letter, the list would show the earlier answer
  // at once, and a shorter prefix's answer could replace it between the check and the Enter.
  await input.fill(query);
  // The suggestions come from a worker; a person chooses one once they see it.
  await expect(first).toContainText(expected.name);
  await input.press("ArrowDown");
  await expect(first).toHaveAttribute("aria-selected", "true");
  await input.press("Enter");
  await expect(page).toHaveURL(expected.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.name);
  expect(errors).toEqual([]);
});

test("Enter with no option chosen submits the search", async ({ page, request }) => {
  const index = await siteIndex(request);
  const query = index.wordOf(firstOf("material"));
  const expected = index.first(query);
  await openHydrated(page, "/");
  const input = page.getByRole("search", { name: "Site" }).getByLabel("Search the site");
  await input.focus();
  await input.pressSequentially(query);
  await expect(page.getByRole("option").first()).toContainText(expected.name);
  await input.press("Enter");
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(query)}`);
  await expect(page.locator("main ol li h2 a").first()).toHaveAttribute("href", expected.path);
});

test("on a phone the Menu button reveals the field, and Esc on an empty field closes the menu", async ({
  browser,
  request,
}) => {
  const index = await siteIndex(request);
  const query = index.wordOf(firstOf("service"));
  const context = await browser.newContext({ viewport: { width: 320, height: 700 } });
  const page = await context.newPage();
  await openHydrated(page, "/services");
  const input = page.getByRole("search", { name: "Site" }).getByLabel("Search the site");
  await expect(input).toBeHidden();
  const menu = phoneMenuToggle(page);
  await menu.click();
  await expect(input).toBeVisible();
  await input.focus();
  await input.pressSequentially(query);
  await expect(page.getByRole("option").first()).toContainText(index.first(query).name);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await input.press("Escape");
  await input.press("Escape");
  await expect(input).toHaveValue("");
  await input.press("Escape");
  await expect(input).toBeHidden();
  await expect(phoneMenuToggle(page)).toBeFocused();
  await context.close();
});

test("the index and the combobox load on first focus, not with the page", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await openHydrated(page, firstOf("service"));
  await page.waitForLoadState("networkidle");
  expect(requested.filter((path) => /search-index|Combobox/.test(path))).toEqual([]);
  await page.getByRole("search", { name: "Site" }).getByLabel("Search the site").focus();
  await expect.poll(() => requested.some((path) => path === "/search-index.json")).toBe(true);
  expect(requested.some((path) => /\/assets\/Combobox-.*\.js$/.test(path))).toBe(true);
});

test.describe("axe finds no violations on /search", () => {
  for (const width of [320, 375, 1280]) {
    test(`/search?q=bins at ${width} px, and with suggestions open`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto("/search?q=bins");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      expect(errors).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const scan = async () =>
        (await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        );
      expect(await scan()).toEqual([]);
      if (width < 1024) await phoneMenuToggle(page).click();
      const input = page.getByRole("search", { name: "Site" }).getByLabel("Search the site");
      await input.focus();
      await input.pressSequentially("bin");
      await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeVisible();
      await input.press("ArrowDown");
      expect(await scan()).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
