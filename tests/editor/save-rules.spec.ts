import { type Page, expect, test } from "@playwright/test";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import type { MenuFile } from "../../app/content/navigation";
import { dropdowns } from "../../app/content/navigation-spec";
import { stateOf, statesNamed } from "../../app/content/source-place-limits";
import { splitFrontMatter } from "../../app/content/yaml";
import { oneEditorForTheFile, openInEditor, contentRestoredAfterEachTest } from "./session";
import { editorTree } from "./working-copy";

/**
 * Rules that span a whole entry or the whole site, refused when staff press Save and shown in view,
 * with nothing written: a post that gives a dated rule with no source (its Sources list's rule,
 * which reads the post's body) and a statement whose source is another state's (a rule of the
 * statement as a whole: its words, its sources and the page's name, shown in its dialog and in
 * its list). A field's own rules (a rule of law in prose, another page's paragraph) are the unit
 * tests' (rule-words, own-prose): the matrix shows that any field's refusal is in view. Entries
 * are chosen by what they hold, never by name. One editor for the file. The Menu first: it has no rule of the bar to refuse, as the bar is
 * the site's specification and each dropdown offers only its own pages; the rules across the menu
 * are refused at Save.
 */
const menuFile = join(editorTree, "content/navigation.yaml");
const summary = (page: Page) => page.getByRole("alert").filter({ hasText: "Not saved:" }).first();

const editor = oneEditorForTheFile();

contentRestoredAfterEachTest(editor);

test("the Menu holds the bar's dropdowns, each offering only the pages that belong under its item", async () => {
  const page = editor();
  const menu = yaml.load(readFileSync(menuFile, "utf8")) as MenuFile;
  await openInEditor(page, "/keystatic/singleton/navigation");
  // The bar itself is the site's specification: no list of its items, no box for its words.
  await expect(page.getByRole("grid", { name: "Items in the bar" })).toHaveCount(0);
  for (const bar of dropdowns)
    await expect(page.getByRole("grid", { name: `${bar.label} dropdown`, exact: true })).toBeVisible();

  // An item of one dropdown offers its own item's pages, never those under another item of the bar.
  const [first, second] = dropdowns;
  const list = page.getByRole("grid", { name: `${first!.label} dropdown`, exact: true });
  await list.getByRole("row").first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: /Page/ }).first().click();
  await expect(page.getByRole("option").first()).toBeVisible();
  const offered = (await page.getByRole("option").allTextContents()).map(
    (text) => /\((\/[^)]*)\)$/.exec(text)?.[1],
  );
  expect(offered).toContain(menu[first!.dropdown]![0]!.page);
  expect(offered).not.toContain(second!.children![0]!.path);
  expect(offered).not.toContain(second!.path);
  // Escape closes the picker's list, then the item's dialog.
  await expect(async () => {
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0, { timeout: 1_000 });
  }).toPass();

  // A page the specification keeps in the dropdown, taken out with its row's own button: the
  // Save checks the menu as a whole (as the build does) and refuses it in view, and writes nothing.
  const before = readFileSync(menuFile, "utf8");
  const items = menu[first!.dropdown]!;
  const index = items.findIndex((item) => first!.children!.some((required) => required.path === item.page));
  const kept = items[index]!.page;
  await list.getByRole("row").nth(index).getByRole("button").last().click();
  await expect(list.getByRole("row")).toHaveCount(items.length - 1);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(summary(page)).toBeInViewport();
  const line = summary(page).getByRole("button", {
    name: new RegExp(
      `\\(${kept}\\) is missing: the site's specification keeps it in the ${first!.label} dropdown`,
    ),
  });
  await expect(line).toContainText(`${first!.label} dropdown:`);
  await line.click();
  await expect(list).toBeInViewport();
  await expect(page.getByText("Saved", { exact: true })).toHaveCount(0);
  expect(readFileSync(menuFile, "utf8")).toBe(before);
});

test("a post that gives the date a rule starts, with no source, is refused at Save in view", async () => {
  const page = editor();
  const folder = join(editorTree, "content/blog");
  const name = readdirSync(folder).find((file) => {
    const front = yaml.load(splitFrontMatter(readFileSync(join(folder, file), "utf8"))!.yaml, {
      schema: yaml.CORE_SCHEMA,
    }) as { sources?: unknown[] };
    return !front.sources?.length;
  });
  expect(name, "a post that lists no source").toBeTruthy();
  const file = join(folder, name!);
  const before = readFileSync(file, "utf8");
  await openInEditor(page, `/keystatic/collection/blog/item/${name!.replace(/\.md$/, "")}`);
  const body = page.locator('[contenteditable="true"]').last();
  await body.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" The new rule starts on 1 July 2031.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(summary(page)).toBeInViewport();
  await expect(summary(page)).toContainText("Sources: the post gives the date a rule starts");
  expect(readFileSync(file, "utf8")).toBe(before);
});

type Statement = { text: string; sources: { url: string }[] };

/** Opens a list's item `index` in its dialog, the innermost one open. */
async function openItem(page: Page, list: string, index: number) {
  await page
    .getByRole("dialog")
    .or(page.locator("body"))
    .last()
    .getByRole("grid", { name: list, exact: true })
    .getByRole("row")
    .nth(index)
    .click();
  return page.getByRole("dialog").last();
}

test("a statement that cites another state's regulator is refused at Save in view; its own state's passes", async () => {
  const page = editor();
  // A city page's statement that names no state: the page's name says which state it speaks of.
  const folder = join(editorTree, "content/cities");
  const found = readdirSync(folder).flatMap((name) => {
    const data = yaml.load(readFileSync(join(folder, name), "utf8")) as {
      regulation: { statements: Statement[] };
    };
    const index = data.regulation.statements.findIndex(
      (statement) => !statesNamed(statement.text).length && stateOf(statement.sources[0]!),
    );
    return index < 0 ? [] : [{ name, index, statement: data.regulation.statements[index]! }];
  })[0];
  expect(found, "a city page statement that names no state").toBeTruthy();
  const { name, index, statement } = found!;
  const file = join(folder, name);
  const before = readFileSync(file, "utf8");
  const own = statement.sources[0]!.url;
  const elsewhere =
    stateOf({ url: own }) === "Victoria" ? "https://www.epa.nsw.gov.au/" : "https://www.epa.vic.gov.au/";
  /** Gives the statement's first source `url`, in the source's own dialog; the statement's stays open. */
  const cite = async (url: string) => {
    await openItem(page, "Statements", index);
    const source = await openItem(page, "Sources", 0);
    await source.getByRole("textbox", { name: "Address (https://…)", exact: true }).fill(url);
    await source.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    return page.getByRole("dialog");
  };
  await openInEditor(page, `/keystatic/collection/cities/item/${name.replace(/\.yaml$/, "")}`);

  // The statement's dialog says why under its words as soon as the source is changed, and the
  // list marks the statement once it is closed.
  const statementDialog = await cite(elsewhere);
  const why = "for a rule it does not say is";
  await expect(statementDialog.getByText(why)).toBeInViewport();
  await statementDialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(
    page.getByRole("grid", { name: "Statements", exact: true }).getByRole("row").nth(index),
  ).toContainText(why);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(summary(page)).toBeInViewport();
  await expect(summary(page)).toContainText(`Statements, item ${index + 1}`);
  await expect(summary(page)).toContainText(why);
  expect(readFileSync(file, "utf8")).toBe(before);

  // Its own state's source again, with a change of one mark elsewhere: saved.
  await (await cite(own)).getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const lead = page.getByRole("textbox", { name: "Lead", exact: true });
  const words = await lead.inputValue();
  await lead.fill(words.endsWith(".") ? `${words.slice(0, -1)}!` : `${words}.`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
});

test("a monthly e-mail with no subject and a claim the register does not hold is refused at Save in view", async () => {
  const page = editor();
  const folder = join(editorTree, "content/monthly");
  const name = readdirSync(folder).find((file) => file.endsWith(".yaml"));
  expect(name, "a monthly e-mail").toBeTruthy();
  const file = join(folder, name!);
  const before = readFileSync(file, "utf8");
  await openInEditor(page, `/keystatic/collection/monthly/item/${name!.replace(/\.yaml$/, "")}`);
  await page.getByRole("textbox", { name: "Subject", exact: true }).fill("");
  await page
    .getByRole("textbox", { name: "Introduction", exact: true })
    .fill(
      "Our licensed vacuum tankers and EPA accredited drivers empty grease traps for every kitchen we serve.",
    );
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(summary(page)).toBeInViewport();
  await expect(summary(page)).toContainText("Subject");
  await expect(summary(page)).toContainText("Introduction");
  await expect(summary(page)).toContainText('"licensed vacuum tankers" claims');
  await expect(page.getByText("Saved", { exact: true })).toHaveCount(0);
  expect(readFileSync(file, "utf8")).toBe(before);
});
