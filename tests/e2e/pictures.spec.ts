import { type Page, expect, test } from "@playwright/test";
import { lids } from "../../app/content/lid-colours";
import { firstOf, openHydrated, templateSamples } from "./site";

/**
 * The pictures as a visitor sees them (docs/decisions/0023): every linked card and every page's
 * heading shows its picture, at a phone's width and a desktop's, and in forced-colors mode the
 * icons take the system's colours while the lids keep theirs. Pages are chosen by type from the
 * site map, never by name.
 */
const hubs = [firstOf("hub"), "/"];
const samples = [...new Set([...templateSamples, firstOf("tool"), ...hubs])];

/**
 * Icons whose drawing is missing, and pictures drawn too small to see, in `scope`. A drawing is a
 * `<symbol>` the page carries (`#icon-…`) or one in the sprite file (after a client-side navigation).
 */
async function brokenIcons(page: Page, scope: string) {
  return page.evaluate(async (selector) => {
    const uses = [...document.querySelectorAll(`${selector} svg use`)];
    const drawings = new Set([...document.querySelectorAll("symbol[id]")].map((symbol) => `#${symbol.id}`));
    const files = [...new Set(uses.map((use) => use.getAttribute("href")!.split("#")[0]!).filter(Boolean))];
    for (const file of files)
      for (const match of (await (await fetch(file)).text()).matchAll(/<symbol id="([^"]+)"/g))
        drawings.add(`${file}#${match[1]}`);
    return uses
      .filter((use) => {
        const box = use.closest("svg")!.getBoundingClientRect();
        return !drawings.has(use.getAttribute("href")!) || box.width < 16 || box.height < 16;
      })
      .map((use) => use.getAttribute("href"));
  }, scope);
}

for (const width of [375, 1440]) {
  test(`every linked card and every heading shows its picture at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    for (const path of samples) {
      await page.goto(path);
      // A linked card: a list item whose heading is a link (cards, article cards); each has an icon.
      const cards = page.locator("main li:has(:is(h2, h3) > a)");
      const withoutIcon = await cards.evaluateAll((items) =>
        items.filter((item) => !item.querySelector("svg use")).map((item) => item.textContent!.slice(0, 40)),
      );
      expect(withoutIcon, `${path}: cards without an icon`).toEqual([]);
      const heading = page.locator("main h1");
      if (path === "/" || hubs.includes(path)) {
        // The home page and the hubs: the bins in their lid colours beside (or under) the words.
        const lineup = page.locator("main section").first().locator("svg[viewBox]").last();
        await expect(lineup, `${path}: the bin line-up`).toBeVisible();
        expect((await lineup.boundingBox())!.width, `${path}: the line-up's width`).toBeGreaterThan(200);
      }
      // A post's heading is the article's own title over its date: posts name no icon.
      if (path !== "/" && !path.startsWith("/post/"))
        await expect(heading.locator("svg use"), `${path}: the heading's icon`).toHaveCount(1);
      expect(await brokenIcons(page, "main"), `${path}: icons missing or too small`).toEqual([]);
    }
    await context.close();
  });
}

test("in forced-colors mode icons take the system's text colour and the lids keep theirs", async ({
  browser,
}) => {
  const context = await browser.newContext({ forcedColors: "active" });
  const page = await context.newPage();
  await page.goto(firstOf("hub"));
  const colours = await page.evaluate(() => {
    const icon = document.querySelector("main h1 svg")!;
    const text = document.createElement("span");
    text.style.color = "CanvasText";
    document.body.append(text);
    return { icon: getComputedStyle(icon).color, canvasText: getComputedStyle(text).color };
  });
  expect(colours.icon).toBe(colours.canvasText);
  const fills = await page
    .locator("main section")
    .first()
    .locator("rect[fill]")
    .evaluateAll((rects) => rects.map((rect) => getComputedStyle(rect).fill));
  const hex = (rgb: string) =>
    `#${rgb
      .match(/\d+/g)!
      .slice(0, 3)
      .map((n) => Number(n).toString(16).padStart(2, "0"))
      .join("")}`;
  expect(fills.map(hex)).toEqual(lids.map((lid) => lid.colour.toLowerCase()));
  await context.close();
});

test("a page reached by a client-side navigation shows its icons, the first page's own or the sprite's", async ({
  page,
}) => {
  // From the page with the fewest icons of its own to a hub of cards, through the header's menu.
  await openHydrated(page, firstOf("tool"));
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const hub = firstOf("hub");
  await page.evaluate((href) => {
    const link = document.querySelector(`header nav a[href="${href}"]`);
    for (let menu = link?.closest("details"); menu; menu = menu.parentElement?.closest("details"))
      menu.open = true;
  }, hub);
  await page.locator(`header nav a[href="${hub}"]`).first().click();
  await expect(page).toHaveURL(hub);
  await expect(page.locator("main h1 svg use")).toHaveCount(1);
  expect(await page.evaluate(() => "sameDocument" in window), "a client-side navigation").toBe(true);
  expect(await brokenIcons(page, "main"), `${hub}: icons missing or too small`).toEqual([]);
});
