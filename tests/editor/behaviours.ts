import { type Page, expect } from "@playwright/test";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { editorTookChanges, openInEditor } from "./session";
import { editorTree } from "./working-copy";

/**
 * What staff meet around a save, checked in the shared editor page of the matrix
 * (matrix.spec.ts): names rather than file names, a "Saved" message, drop-downs that start on
 * "Choose…", and a second finder item under one name refused while the site keeps serving.
 */
const nameIn = (file: string) =>
  (yaml.load(readFileSync(file, "utf8"), { schema: yaml.CORE_SCHEMA }) as { name: string }).name;
const filesIn = (folder: string) =>
  readdirSync(join(editorTree, folder))
    .filter((name) => name.endsWith(".yaml"))
    .sort();
const firstFile = (folder: string) => filesIn(folder)[0]!;

const summary = (page: Page) => page.getByRole("alert").filter({ hasText: "Not saved" });

export async function namesNotFileNames(page: Page) {
  const file = firstFile("content/services");
  const slug = file.replace(/\.yaml$/, "");
  const name = nameIn(join(editorTree, "content/services", file));
  await openInEditor(page, "/keystatic/collection/services", page.getByRole("searchbox"));
  const rows = page.getByRole("row");
  await expect(rows.filter({ hasText: name }).first()).toBeVisible();
  await lastRowClearOfFindByName(page);
  // Keystatic's search matches the file name: a word of the name that is in it finds the page.
  const word = name
    .toLowerCase()
    .split(/\s+/)
    .filter((part) => slug.includes(part))
    .sort((a, b) => b.length - a.length)[0]!;
  await page.getByRole("searchbox").fill(word);
  await expect(rows.filter({ hasText: name })).toHaveCount(1);
  // The editor's search by name finds the whole name as staff write it, in any capitals.
  await page.getByRole("button", { name: "Find by name" }).click();
  const finder = page.getByRole("dialog", { name: /by name/ });
  // The field has focus as the dialog opens: staff type at once.
  const box = finder.getByRole("searchbox", { name: /Name/ });
  await expect(box).toBeFocused();
  // It opens with the words typed into the list's search; staff replace them with the whole name.
  await expect(box).toHaveValue(word);
  await box.fill("");
  await page.keyboard.type(name.toUpperCase());
  await expect(finder.getByRole("status")).toContainText("named so");
  const result = finder.getByRole("link", { name, exact: true });
  await expect(result).toBeInViewport();
  await result.click();
  await page.getByRole("button", { name: "Save", exact: true }).waitFor();
  expect(page.url()).toMatch(new RegExp(`/keystatic/collection/services/item/${slug}$`));
  // The entry's header says its name, not its file name.
  await expect(page.getByRole("heading", { name, exact: true })).toBeInViewport();
}

/**
 * On a phone, a list scrolled to its end shows its last row whole above the editor's own
 * Find by name button, which is fixed at the window's foot: nothing staff may tap lies under it.
 */
async function lastRowClearOfFindByName(page: Page) {
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 740 });
  const button = page.getByRole("button", { name: "Find by name" });
  try {
    await expect
      .poll(async () => {
        await page.evaluate(() => {
          for (const element of document.querySelectorAll("#keystatic-main-panel *"))
            if (element.scrollHeight > element.clientHeight) element.scrollTop = element.scrollHeight;
        });
        const row = await page.getByRole("row").last().boundingBox();
        const clear = await button.boundingBox();
        return row && clear ? Math.round(clear.y - (row.y + row.height)) : "no row or button";
      })
      .toBeGreaterThanOrEqual(0);
  } finally {
    // The matrix's later tests share this page: they run at the size they expect, whatever this found.
    await page.setViewportSize(desktop);
  }
}

export async function savedSaysSo(page: Page) {
  // Not the entry the matrix left unsaved: the editor keeps unsaved changes as a draft and
  // offers them again when the entry is opened.
  const file = filesIn("content/services").at(-1)!;
  await openInEditor(page, `/keystatic/collection/services/item/${file.replace(/\.yaml$/, "")}`);
  const title = page.getByRole("textbox", { name: "Title in search results", exact: true });
  const before = await title.inputValue();
  const after = `${before.slice(0, 40)} for business`;
  // The form is filled in once the entry has loaded: type after that, and see it taken.
  await expect(page.getByText("Unsaved", { exact: true })).toHaveCount(0);
  await expect(async () => {
    await title.fill(after);
    await expect(title).toHaveValue(after, { timeout: 2_000 });
    await expect(page.getByText("Unsaved", { exact: true }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass();
  const savedAt = Date.now();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  expect(readFileSync(join(editorTree, "content/services", file), "utf8")).toContain(after);
  // The saved file redraws the editor here, not under the next test.
  await editorTookChanges(page, savedAt);
}

export async function choicesStartEmpty(page: Page) {
  await openInEditor(page, "/keystatic/collection/bins/create");
  const kind = page.getByRole("button", { name: /Kind of bin/ });
  await expect(kind).toContainText("Choose…");
  // The list opens a moment after the click; a click made as the form settles can open nothing,
  // and a redraw as it settles can close the list again: clicked and read until the list is read open.
  let options: string[] = [];
  await expect(async () => {
    if (!(await page.getByRole("option").first().isVisible())) await kind.click({ timeout: 2_000 });
    await expect(page.getByRole("option").first()).toBeVisible({ timeout: 2_000 });
    options = await page.getByRole("option").allTextContents();
    expect(options.length).toBeGreaterThan(1);
  }).toPass({ timeout: 60_000 });
  expect(options).toEqual([...options].sort((a, b) => a.localeCompare(b, "en-AU")));
  await page.keyboard.press("Escape");
  await page.getByRole("textbox", { name: "Bin", exact: true }).fill("Test bin");
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(summary(page)).toBeInViewport();
  await expect(summary(page)).toContainText("Kind of bin: Choose the kind of bin");
}

export async function duplicateFinderItemRefused(page: Page, home: () => Promise<number>) {
  const folder = join(editorTree, "content/finder/waste-items");
  const first = firstFile("content/finder/waste-items");
  const shouted = nameIn(join(folder, first)).toUpperCase();
  await openInEditor(page, "/keystatic/collection/wasteItems/create");
  await page.getByRole("textbox", { name: "Item", exact: true }).fill(shouted);
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(summary(page)).toBeInViewport();
  await expect(summary(page)).toContainText(`"${shouted}" is already in What goes where`);
  const stem = first.replace(/\.yaml$/, "");
  expect(readdirSync(folder).filter((name) => name.startsWith(stem))).toEqual([first]);
  expect(await home()).toBe(200);
  // The message under the name and the file name it makes sit one under the other, also on a
  // phone, where the message wraps onto a second line.
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 800 });
  const error = page.getByText(`"${shouted}" is already in What goes where`).last();
  const textBottom = await error.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().bottom;
  });
  const fileTop = await page
    .getByText(/^File name: /)
    .evaluate((element) => element.getBoundingClientRect().top);
  await page.setViewportSize(size);
  expect(fileTop).toBeGreaterThanOrEqual(textBottom - 1);
}
