import { type Locator, type Page, expect, test } from "@playwright/test";
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { pageLimits } from "../../app/content/limits";
import { nameKey } from "../../app/content/name-limits";
import { contentRestoredAfterEachTest, oneEditorForTheFile, openInEditor } from "./session";
import { editorTree } from "./working-copy";

/**
 * The rules about whole pages, driven through the editor's own screens as staff use them: deleting
 * a page the menu links to is refused, and once it is gone all the same every entry still opens,
 * naming the lost link; "Duplicate
 * entry", a second page of one name and a 2,000-character name are refused in view with nothing
 * written; renaming a page to another's name is refused. Pages are chosen by folder and by what
 * links to them, never by name. Screenshots for docs/editing.md go to test-results-editor/.
 */
const read = (file: string) =>
  yaml.load(readFileSync(join(editorTree, file), "utf8")) as Record<string, unknown>;
const filesIn = (folder: string) =>
  readdirSync(join(editorTree, "content", folder))
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => `content/${folder}/${name}`);
const itemOf = (file: string) =>
  file.replace(/^content\/([a-z]+)\/([a-z0-9-]+)\.yaml$/, "/keystatic/collection/$1/item/$2");

/** A service page the menu opens, and another page that lists it among its related pages. */
function linkedService() {
  const menu = JSON.stringify(read("content/navigation.yaml"));
  const pages = ["services", "waste", "materials", "industries"].flatMap(filesIn);
  for (const file of filesIn("services")) {
    const path = read(file).path as string;
    if (!menu.includes(`"${path}"`)) continue;
    const referrer = pages.find(
      (other) => other !== file && ((read(other).related as string[]) ?? []).includes(path),
    );
    if (referrer) return { file, path, referrer };
  }
  throw new Error("No service page in the menu and among another page's related pages");
}

const editor = oneEditorForTheFile();
const snapshot = contentRestoredAfterEachTest(editor);

/** One of the entry's actions (Keystatic's buttons at the top of an entry, or their overflow menu). */
async function entryAction(page: Page, label: RegExp) {
  const button = page.getByRole("button", { name: label });
  if (await button.count()) await button.first().click();
  else {
    await page.getByRole("button", { name: /more/i }).first().click();
    await page.getByRole("menuitem", { name: label }).click();
  }
}

/** Screenshots at a phone's and a desk's width, each with `shown` (when given) in the middle of the view. */
async function shoot(page: Page, name: string, shown?: Locator) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await shown?.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await page.screenshot({ path: `test-results-editor/editor-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("a duplicated page cannot keep the original's address or name, and nothing is written", async () => {
  const page = editor();
  const file = filesIn("services")[0]!;
  const { name, path } = read(file) as { name: string; path: string };
  await openInEditor(page, itemOf(file));
  await entryAction(page, /^Duplicate entry/);
  const create = page.getByRole("button", { name: "Create", exact: true });
  await create.waitFor();
  // The copy's address is a box to type in, saying at once that the original has it.
  const address = page.getByRole("textbox", { name: "Address" });
  await expect(address).toBeEditable();
  await expect(page.getByText(`${path} is already the address of`)).toBeVisible();
  await create.click();
  await expect(page.getByText(`“${name}” is already the name of`).first()).toBeInViewport();
  await shoot(page, "duplicate");
  expect(filesIn("services").length).toBe(
    [...snapshot().keys()].filter((f) => f.startsWith("content/services/")).length,
  );
});

test("a new page named as another, whatever its capitals, or 2,000 characters long, is refused in view", async () => {
  const page = editor();
  const [first, second] = filesIn("services");
  const taken = read(second!).name as string;
  const before = filesIn("services").length;
  const name = page.getByRole("textbox", { name: "Page name" });
  await openInEditor(page, "/keystatic/collection/services/create", name);
  await name.fill(taken.toUpperCase());
  await expect(page.getByText(`File name: ${nameKey(taken)}.yaml`)).toBeVisible();
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByText(/is already the name of/).first()).toBeInViewport();

  const long = "Wheelie bins and more ".repeat(100).slice(0, 2000);
  await name.fill(long);
  await expect(page.getByText(`${long.length} of ${pageLimits.nameMax} characters`)).toBeVisible();
  // Create is refused, and the summary of what stops it says why, in view.
  await page.getByRole("button", { name: "Create", exact: true }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Not saved" });
  await expect(summary).toBeInViewport();
  await expect(summary).toContainText(`is ${long.length} characters: up to ${pageLimits.nameMax}`);
  await shoot(
    page,
    "long-name",
    page.getByText(`Page name is ${long.length} characters: up to ${pageLimits.nameMax}`, { exact: true }),
  );
  expect(filesIn("services").length).toBe(before);
  expect(read(first!)).toEqual(yaml.load(snapshot().get(first!)!));
});

test("renaming a page to another page's name is refused, and the file keeps its name", async () => {
  const page = editor();
  const [own, other] = [filesIn("industries")[0]!, filesIn("services")[0]!];
  const otherName = read(other).name as string;
  const name = page.getByRole("textbox", { name: "Page name" });
  await openInEditor(page, itemOf(own), name);
  await name.fill(` ${otherName.toLowerCase()}`.trimStart());
  await name.blur();
  await expect(page.getByText(/is already the name of/).first()).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(/is already the name of/).first()).toBeInViewport();
  expect(readFileSync(join(editorTree, own), "utf8")).toBe(snapshot().get(own));
});

// Last: a file removed under the development server may make it load the editor again.
test("deleting a page the menu links to is refused, naming the menu; removed another way, every entry still opens, naming the lost link", async () => {
  const page = editor();
  const { file, path, referrer } = linkedService();
  await openInEditor(page, itemOf(file));
  await entryAction(page, /^Delete entry/);
  await page.getByRole("button", { name: "Yes, delete" }).click();
  // The development server checks the change first: the menu would lose a page, so nothing goes.
  const refusal = page
    .getByRole("alert")
    .filter({ hasText: "the change would stop the site from publishing" });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText("“Menu”");
  expect(existsSync(join(editorTree, file))).toBe(true);
  await shoot(page, "delete-refused", refusal);

  // Removed as a change from git would remove it: the editor still opens everything.
  rmSync(join(editorTree, file));

  for (const entry of ["/keystatic/singleton/navigation", itemOf(referrer)]) {
    // The development server may load the editor again as the content folder changes under it.
    await expect(async () => {
      await openInEditor(page, entry);
      await expect(page.getByText("this link's page no longer exists, choose another").first()).toBeVisible();
    }).toPass({ timeout: 180_000 });
    await expect(page.getByText(/Field validation failed|Unexpected error/)).toHaveCount(0);
    await expect(page.getByText(path).first()).toBeVisible();
  }
  // The referrer is open: its related pages, the lost one marked in the list.
  const marked = page.getByText(/^⚠ [^:]*: .*this link's page no longer exists, choose another/).first();
  await expect(marked).toBeVisible();
  await shoot(page, "lost-link", marked);
});
