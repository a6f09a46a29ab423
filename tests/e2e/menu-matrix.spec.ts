import { expect, test, type Locator, type Page } from "@playwright/test";
import { navigation as menu } from "../../app/site/menu.server";
import type { NavItem } from "../../app/site/navigation";

/** The menu as staff saved it (content/navigation.yaml), read through the content loader. */
const navigation = menu();
import { phoneMenuToggle } from "./site";
import { literal } from "../support/literal";

/**
 * Every group of sibling menus, pressed one after another, by every hand: a mouse click, a touch
 * tap and the keyboard (Enter and Space), at desktop and phone widths, with scripts on and off.
 * The groups come from the navigation tree, so a menu added to it is tested here too.
 */
interface Group {
  /** The levels to open first, outermost first. */
  parents: NavItem[];
  toggles: NavItem[];
}

function siblingGroups(items: NavItem[], parents: NavItem[], desktop: boolean): Group[] {
  const toggles = items.filter((item) => item.children && !(desktop && item.smallScreensOnly));
  if (toggles.length === 0) return [];
  return [
    { parents, toggles },
    ...toggles.flatMap((item) => siblingGroups(item.children!, [...parents, item], desktop)),
  ];
}

/** A level's <details>: the one whose own list links to the item's page (its View All link). */
const level = (page: Page, item: NavItem) =>
  page.getByRole("navigation", { name: "Main" }).locator(`xpath=.//details[./ul/li/a[@href="${item.path}"]]`);
const toggleOf = (page: Page, item: NavItem) => level(page, item).locator("xpath=./summary");
const linksOf = (page: Page, item: NavItem) => level(page, item).locator("xpath=./ul/li/a");

type Input = "mouse" | "touch" | "keyboard";

/** Presses a toggle; a mouse press also checks that nothing moves under it before the release. */
async function press(page: Page, toggle: Locator, input: Input, key: "Enter" | " ") {
  if (input === "touch") return toggle.tap();
  if (input === "keyboard") {
    await toggle.focus();
    return page.keyboard.press(key);
  }
  await toggle.scrollIntoViewIfNeeded();
  const before = (await toggle.boundingBox())!;
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  expect(await toggle.boundingBox(), "the pressed toggle stays under the pointer").toEqual(before);
  await page.mouse.up();
}

async function expectOpenWithLinks(page: Page, item: NavItem) {
  await expect(level(page, item)).toHaveAttribute("open");
  const links = linksOf(page, item);
  for (const link of [links.first(), links.last()]) {
    await expect(link).toBeVisible();
    await link.scrollIntoViewIfNeeded();
    await expect.poll(() => topmostAtCentre(link), "nothing covers the link").toBe(true);
  }
}

/**
 * Whether a press at the link's centre would reach it: the browser's own hit test, asked without
 * pressing. (A trial click sends real input events and only blocks them in the page; on a busy
 * machine one can slip through and follow the link.)
 */
function topmostAtCentre(link: Locator): Promise<boolean> {
  return link.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

const widths = [
  { name: "desktop", viewport: { width: 1280, height: 720 }, desktop: true },
  { name: "phone", viewport: { width: 375, height: 740 }, desktop: false },
];

for (const width of widths)
  for (const scripts of [true, false])
    for (const input of ["mouse", "touch", "keyboard"] as const)
      test(`${width.name}, scripts ${scripts ? "on" : "off"}, ${input}: each menu opens at the first press and closes its sibling`, async ({
        browser,
      }) => {
        // Some forty presses and their checks: on a busy machine more than the default minute.
        test.setTimeout(180_000);
        const context = await browser.newContext({
          viewport: width.viewport,
          hasTouch: input === "touch",
          javaScriptEnabled: scripts,
        });
        const page = await context.newPage();
        await page.goto("/");
        if (scripts) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        let presses = 0;
        const key = () => (presses++ % 2 === 0 ? "Enter" : " ");
        if (!width.desktop) await press(page, phoneMenuToggle(page), input, key());

        for (const group of siblingGroups(navigation, [], width.desktop)) {
          for (const parent of group.parents) {
            const opened = await level(page, parent).evaluate((details: HTMLDetailsElement) => details.open);
            if (!opened) await press(page, toggleOf(page, parent), input, key());
            await expect(level(page, parent)).toHaveAttribute("open");
          }
          let previous: NavItem | undefined;
          for (const item of group.toggles) {
            await press(page, toggleOf(page, item), input, key());
            await expectOpenWithLinks(page, item);
            if (previous) await expect(level(page, previous)).not.toHaveAttribute("open");
            previous = item;
          }
        }
        await context.close();
      });

test("the last link of the longest submenu is reached and followed at 1280 × 720", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const paths: NavItem[][] = [];
  const walk = (items: NavItem[], above: NavItem[]) => {
    for (const item of items)
      if (item.children && !item.smallScreensOnly) {
        paths.push([...above, item]);
        walk(item.children, [...above, item]);
      }
  };
  walk(navigation, []);
  const longest = paths.reduce((a, b) => (b.at(-1)!.children!.length > a.at(-1)!.children!.length ? b : a));
  for (const item of longest) await toggleOf(page, item).click();
  const last = linksOf(page, longest.at(-1)!).last();
  const href = (await last.getAttribute("href"))!;
  await last.click();
  await expect(page).toHaveURL(new RegExp(`${literal(href)}$`));
  await context.close();
});
