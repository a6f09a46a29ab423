import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import {
  areasWithSuburbs,
  itemWeDoNotCollect,
  itemsFoundByName,
  uncoveredPostcode,
  wasteItems,
} from "./finder-content";
import { openHydrated } from "./site";

/** What goes where, the bin size guide and the service-area checker. */

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function withoutScripts(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

test.describe("what goes where", () => {
  test("filters as you type, announcing the count", async ({ page }) => {
    await openHydrated(page, "/what-goes-where");
    await expect(page.locator("#finder-count")).toContainText("All");
    const item = itemsFoundByName[0]!;
    await page.getByLabel("Search for an item").fill(item.name);
    await expect(page.locator("#finder-count")).toHaveText(`1 item matches “${item.name}”.`);
    await expect(page.locator("#main-content").getByRole("heading", { level: 3 })).toHaveText([item.name]);
    await expect(page.getByRole("link", { name: item.stream }).first()).toBeVisible();
    await page.getByLabel("Search for an item").fill("zzzz");
    await expect(page.getByText("Nothing matches that yet")).toBeVisible();
    // An item we do not collect says who does.
    const elsewhere = itemWeDoNotCollect!;
    await page.getByLabel("Search for an item").fill(elsewhere.name);
    await page.locator("#main-content").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(`/what-goes-where?${new URLSearchParams({ q: elsewhere.name })}`);
    await expect(page.getByText(elsewhere.note!)).toBeVisible();
  });

  test("without scripts: the full list by letter, and a filter form the server answers", async ({
    browser,
  }) => {
    const { context, page } = await withoutScripts(browser);
    await page.goto("/what-goes-where");
    await expect(page.getByRole("heading", { level: 2, name: "A", exact: true })).toBeVisible();
    expect(await page.locator("#main-content").getByRole("heading", { level: 3 }).count()).toBe(
      wasteItems.length,
    );
    const item = itemsFoundByName.at(-1)!;
    await page.getByLabel("Search for an item").fill(item.name);
    await page.locator("#main-content").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(`/what-goes-where?${new URLSearchParams({ q: item.name })}`);
    await expect(page.locator("#main-content").getByRole("heading", { level: 3 })).toHaveText([item.name]);
    await context.close();
  });
});

test.describe("bin size guide", () => {
  const answer =
    "/bin-size-guide?business=hospitality&volume=several&stream=general&stream=food&stream=glass";

  test("the helper's answer goes into the address and comes back from it", async ({ page }) => {
    await openHydrated(page, "/bin-size-guide");
    await page.getByLabel("What kind of site is it?").selectOption("hospitality");
    await page.getByLabel("Roughly how much waste a week").selectOption("several");
    await page.getByLabel("Food organics").check();
    await page.getByLabel("Glass bottles and jars").check();
    await page.getByRole("button", { name: "Recommend bins" }).click();
    await expect(page).toHaveURL(`${answer}#helper-result`);
    const result = page.locator("#helper-result");
    await expect(result).toContainText("Food organics:");
    await expect(result).toContainText("heavy and wet");
    const shown = (await result.textContent()) ?? "";
    // The same address, opened fresh, gives the same answer and the same form.
    await page.goto(answer);
    await expect(page.locator("#helper-result")).toHaveText(shown);
    await expect(page.getByLabel("What kind of site is it?")).toHaveValue("hospitality");
    await expect(page.getByLabel("Glass bottles and jars")).toBeChecked();
  });

  test("without scripts the server renders the recommendation", async ({ browser }) => {
    const { context, page } = await withoutScripts(browser);
    await page.goto("/bin-size-guide");
    await page.getByLabel("What kind of site is it?").selectOption("industrial");
    await page.getByLabel("Roughly how much waste a week").selectOption("many");
    await page.getByLabel("Cardboard", { exact: true }).check();
    await page.getByRole("button", { name: "Recommend bins" }).click();
    await expect(page).toHaveURL(/business=industrial&volume=many&stream=general&stream=cardboard/);
    await expect(page.locator("#helper-result")).toContainText("front lift bin");
    await context.close();
  });
});

test.describe("service-area checker on /contact-us", () => {
  test("answers inline with scripts, and explains bad input next to the field", async ({ page }) => {
    await openHydrated(page, "/contact-us");
    const field = page.getByLabel("Postcode or suburb");
    const [first, second = first] = areasWithSuburbs;
    await field.fill(first!.suburb.postcode);
    await page.getByRole("button", { name: "Check" }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole("link", { name: `see our ${first!.name} services` })).toHaveAttribute(
      "href",
      first!.path,
    );
    await field.fill("12");
    await page.getByRole("button", { name: "Check" }).click();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Enter a four-digit postcode")).toBeVisible();
    await field.fill(second!.suburb.name);
    await page.getByRole("button", { name: "Check" }).click();
    await expect(field).not.toHaveAttribute("aria-invalid");
    await expect(page.getByRole("link", { name: `see our ${second!.name} services` })).toBeVisible();
    await field.fill(uncoveredPostcode);
    await page.getByRole("button", { name: "Check" }).click();
    await expect(page.getByText(/outside our regular collection areas/)).toBeVisible();
  });

  test("without scripts the form asks /service-area, which the server answers", async ({ browser }) => {
    const { context, page } = await withoutScripts(browser);
    await page.goto("/contact-us");
    const [area] = areasWithSuburbs;
    await page.getByLabel("Postcode or suburb").fill(area!.suburb.postcode);
    await page.getByRole("button", { name: "Check" }).click();
    await expect(page).toHaveURL(new RegExp(`/service-area\\?place=${area!.suburb.postcode}$`));
    await expect(page.getByRole("link", { name: `see our ${area!.name} services` })).toHaveAttribute(
      "href",
      area!.path,
    );
    await page.goto("/service-area?place=abcd");
    await expect(page.getByText(/don.t recognise/)).toBeVisible();
    await page.goto("/service-area?place=12");
    await expect(page.getByLabel("Postcode or suburb")).toHaveAttribute("aria-invalid", "true");
    await context.close();
  });
});

// Each tool's answers; the tools' pages as first opened are accessibility.spec.ts's, with every
// other page of its own template.
test.describe("axe finds no violations on the tools", () => {
  for (const path of [
    "/what-goes-where?q=battery",
    "/bin-size-guide?business=office&volume=few&stream=general&stream=commingled",
    `/service-area?place=${areasWithSuburbs[0]!.suburb.postcode}`,
    "/service-area?place=12",
  ]) {
    test(path, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      // Lay out every section, as a visitor's first scroll does (app/lib/full-layout.ts): a section
      // still skipped keeps its reserved height, so axe would see its last lines over the footer.
      await page.evaluate(() => document.documentElement.setAttribute("data-full-layout", ""));
      expect(errors).toEqual([]);
      expect(await violations(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await violations(page)).toEqual([]);
      await context.close();
    });
  }
});
