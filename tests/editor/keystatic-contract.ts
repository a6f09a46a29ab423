import { type Page, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { openInEditor } from "./session";
import { editorTree } from "./working-copy";

/**
 * What the editor's helpers rely on where Keystatic 0.6.9 has no public way (decision 0010):
 * checked in the shared editor page of the matrix, so that an upgrade that changes one fails here
 * by name instead of silently breaking the summary, "Saved" or the bar at the editor's foot.
 */
const wheelieBins = "content/services/wheelie-bins.yaml";

export async function keystaticAsTheHelpersRead(page: Page) {
  const data = yaml.load(readFileSync(join(editorTree, wheelieBins), "utf8")) as { faqs: unknown[] };
  await openInEditor(page, "/keystatic/collection/services/item/wheelie-bins");

  // 1. A list is drawn as a grid named by its label, one row per item: the summary moves to it
  //    there (drawn-list.ts).
  const faqs = page.getByRole("grid", { name: "Questions and answers", exact: true });
  await expect(faqs.getByRole("row")).toHaveCount(data.faqs.length);

  // 3. The main panel carries the id the editor's page pads (keystatic-admin.tsx).
  await expect(page.locator("#keystatic-main-panel")).toHaveCount(1);

  // 2. A save disables the button that submitted it while it writes, then enables it (saved-notice.tsx).
  const save = page.getByRole("button", { name: "Save", exact: true });
  await save.evaluate((button) => {
    const states: boolean[] = [];
    (window as unknown as { saveStates: boolean[] }).saveStates = states;
    new MutationObserver(() => states.push(button.hasAttribute("disabled"))).observe(button, {
      attributes: true,
      attributeFilter: ["disabled"],
    });
  });
  const title = page.getByRole("textbox", { name: "Title in search results", exact: true });
  const before = await title.inputValue();
  await expect(async () => {
    await title.fill(`${before.slice(0, 40)} today`);
    await expect(page.getByText("Unsaved", { exact: true }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await save.click();
  await expect(page.getByText("Unsaved", { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { saveStates: boolean[] }).saveStates)).toContain(
    true,
  );
}
