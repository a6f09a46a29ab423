import { type Page, expect, test } from "@playwright/test";
import { isFixedPage } from "../../app/content/fixed-pages";
import { choicesStartEmpty, duplicateFinderItemRefused, namesNotFileNames, savedSaysSo } from "./behaviours";
import { editorEntries, editorEntryCount, oneEntryPerShape, shapeOf } from "./entries";
import { keystaticAsTheHelpersRead } from "./keystatic-contract";
import {
  anotherPagesSearchTitleRefused,
  contradictingFinderItemRefused,
  fixedPageRenamedAsAnotherRefused,
  onlyVersionMovedRefused,
  publishedMonthRefused,
  secondPostOfOneTitleRefused,
} from "./one-per-name";
import {
  editorSearchPointsToFindByName,
  newPageCountsEverything,
  refusedSaveCountsEverything,
} from "./refused-at-save";
import { oneEditorForTheFile, openInEditor, restoreContentInEditor, snapshotContent } from "./session";

/**
 * The refusal matrix: for one entry of each shape the editor draws (shapeOf: a collection or a
 * singleton, a fixed page, a top-level field or a list item to refuse, an entry of lists only), a
 * save with a top-level field emptied and one with a list item's field emptied are refused, and
 * the refusal is in view where staff look (the summary at the top of the entry). That every
 * collection and singleton carries the summary and refuses those saves is the unit tests'
 * (save-summary.test.ts, over the same entries). One page for the whole run, moving between
 * entries as the editor's own links do; every file put back after each.
 */
// Not serial: after a failure the next entry still runs, in a fresh page.

// Read from the repository's own content: the editor's copy starts as the same files.
const entries = editorEntries(".");
const editor = oneEditorForTheFile();
let page: Page;
let snapshot: Map<string, string>;

// Runs after the editor's beforeAll, registered first. After each test every content file is put
// back as it stood before this file's first test.
test.beforeAll(() => {
  snapshot = snapshotContent();
  page = editor();
});
test.afterEach(() => restoreContentInEditor(snapshot, page));

test("every collection and singleton has an entry to test", () => {
  expect(entries.length).toBe(editorEntryCount());
});

const summary = () => page.getByRole("alert").filter({ hasText: "Not saved" });

for (const entry of oneEntryPerShape(entries)) {
  test(`${shapeOf(entry)} (${entry.key}): a refused save is shown in view`, async () => {
    await openInEditor(page, entry.href);
    if (entry.kind === "singleton" && isFixedPage(entry.key))
      await expect(page.getByLabel(/template/i)).toHaveCount(0);
    const save = page.getByRole("button", { name: "Save", exact: true });

    if (entry.field) {
      const box = page.getByRole("textbox", { name: entry.field, exact: true }).first();
      // The form is filled in once the entry has loaded (the field refused is a required one):
      // read it and empty it after that, and see the editor take the change before saving.
      await expect(box).not.toHaveValue("");
      const before = await box.inputValue();
      await expect(async () => {
        await box.fill("");
        await expect(box).toHaveValue("", { timeout: 2_000 });
        await expect(page.getByText("Unsaved", { exact: true }).first()).toBeVisible({ timeout: 2_000 });
      }).toPass();
      await save.click();
      await expect(summary()).toBeInViewport();
      await expect(summary()).toContainText(entry.field);
      await box.fill(before);
      await expect(summary()).toBeHidden();
    }

    if (entry.list) {
      const list = page.getByRole("grid", { name: entry.list.label, exact: true });
      await list.getByRole("row").first().click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("textbox", { name: entry.list.field, exact: true }).first().fill("");
      await dialog.getByRole("button", { name: "Done" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(list.getByRole("row").first()).toContainText("⚠");
      await save.click();
      await expect(summary()).toBeInViewport();
      // Where the item is, as staff see it: the list's label and the item's place in it.
      await expect(summary()).toContainText(`${entry.list.label}, item 1`);
    }
    if (entry.nothingToRefuse) {
      // Only empty lists: the entry opens with its Save button, and nothing is refused.
      await expect(save).toBeVisible();
      await expect(summary()).toHaveCount(0);
    }
    expect(
      entry.field ?? entry.list ?? entry.nothingToRefuse,
      `${entry.label} has a field to refuse`,
    ).toBeTruthy();
  });
}

test("a list shows names, search finds an entry by a word of its name and by its whole name, its header shows the name", () =>
  namesNotFileNames(page));
test("saving an entry that exists says Saved", () => savedSaysSo(page));
test("a drop-down starts on Choose…, sorted by name, and an unchosen one is listed on a refused save", () =>
  choicesStartEmpty(page));
test("a second finder item under another's name, in other capitals, is refused and the site keeps serving", ({
  request,
}) => duplicateFinderItemRefused(page, async () => (await request.get("/")).status()));
test("a new post titled as another post, in other capitals, is refused in view and makes no file", () =>
  secondPostOfOneTitleRefused(page));
test("a fixed page renamed as another page is refused in view, naming that page", () =>
  fixedPageRenamedAsAnotherRefused(page));
test("a page given another page's title in search results is refused in view, naming that page", () =>
  anotherPagesSearchTitleRefused(page));
test("a new terms version of a month its page has published is refused in view", () =>
  publishedMonthRefused(page));
test("a terms page's only version moved to another terms page is refused in view, naming the page", () =>
  onlyVersionMovedRefused(page));
test("a new finder item whose name is another item's word with another answer is refused in view, naming it", () =>
  contradictingFinderItemRefused(page));
test("a refused save lists every problem, a list's too few items and a quoted claim included, and Reset changes says nothing was saved", () =>
  refusedSaveCountsEverything(page));
test("a new page's refused save counts every problem its fields' rules find", () =>
  newPageCountsEverything(page));
test("the editor's own search points to Find by name with the words typed", () =>
  editorSearchPointsToFindByName(page));
test("Keystatic draws lists, saves and panels as the editor's helpers read them (decision 0010)", () =>
  keystaticAsTheHelpersRead(page));
