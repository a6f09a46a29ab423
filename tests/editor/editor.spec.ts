import { type Page, expect, test } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { fileOfPage } from "../../app/content/index.server";
import { countWords, pageLimits, postLimits, postTooShort } from "../../app/content/limits";
import { pagesOfType } from "../../app/site/pages";
import { editorTree } from "./working-copy";

/**
 * Drives the content editor as staff would, in local mode: a question added to a service page
 * and a new blog post are saved to the files (in the copy of the working tree the development
 * server runs in), and the site shows them on the next request.
 */
/** A service page, whichever the site map lists first, and its file in the editor's copy. */
const servicePage = pagesOfType("service")[0]!.path;
const serviceEntry = fileOfPage(servicePage)!;
const serviceItem = serviceEntry.replace(
  /^content\/([a-z]+)\/([a-z0-9-]+)\.yaml$/,
  "/keystatic/collection/$1/item/$2",
);
const serviceFile = join(editorTree, serviceEntry);
const postFile = join(editorTree, "content/blog/planning-bins-for-a-new-cafe-fit-out.md");
const original = readFileSync(serviceFile, "utf8");

/** Opens an editor screen and waits until its interface (a chunk loaded after start) is ready. */
async function openEditor(page: Page, path: string, button: "Save" | "Create") {
  const started = Date.now();
  await page.goto(path);
  await page.getByRole("button", { name: button, exact: true }).waitFor({ timeout: 180_000 });
  console.log(`editor opened ${path} in ${Date.now() - started} ms`);
}

/**
 * The open item dialog: the one holding the named field (a dialog closing as another opens may
 * still be in the page). Its "Add" is the form's submit button; a field's own toolbar can hold
 * another button of that name.
 */
function itemDialog(page: Page, field: string) {
  const dialog = page.getByRole("dialog").filter({ has: page.getByRole("textbox", { name: field }) });
  return {
    field: (name: string) => dialog.getByRole("textbox", { name }),
    async add() {
      await dialog.locator("button[type=submit]").click();
      // The dialog fades out; the next one must not open beside it.
      await expect(page.getByRole("dialog")).toHaveCount(0);
    },
  };
}

test("a question added to a service page shows on the page once saved", async ({ page }) => {
  const question = "Can two shops share one collection?";
  const answer = "Yes, when both agree what goes in it and where it stands.";
  await openEditor(page, serviceItem, "Save");
  await page
    .getByRole("group", { name: "Questions and answers" })
    .getByRole("button", { name: "Add" })
    .click();
  const dialog = itemDialog(page, "Question");
  await dialog.field("Question").fill(question);
  // A limit the build applies is shown under the field before anything is saved.
  await dialog.field("Answer").fill("Yes.");
  await dialog.field("Answer").blur();
  await expect(page.getByRole("dialog")).toContainText(`Write at least ${pageLimits.answerWords} words`);
  await dialog.field("Answer").fill(answer);
  await dialog.add();
  const started = Date.now();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect.poll(() => readFileSync(serviceFile, "utf8")).toContain(question);
  console.log(`editor saved in ${Date.now() - started} ms`);
  // Only the new question is added, whatever layout the file had before. Read as the site reads
  // content (YAML's core schema): a date the editor writes unquoted is the same text.
  const read = (text: string) => yaml.load(text, { schema: yaml.CORE_SCHEMA });
  const before = read(original) as { faqs: object[] };
  expect(read(readFileSync(serviceFile, "utf8"))).toEqual({
    ...before,
    faqs: [...before.faqs, { question, answer, links: [] }],
  });

  // The development server looks at the content folder at most every quarter second, so a page
  // asked for in the same moment as the save may still be the one before it: ask again.
  await expect(async () => {
    await page.goto(servicePage);
    await expect(page.getByRole("main")).toContainText(question, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
});

test("a new post appears on the first blog page and in the feed once created", async ({ page, request }) => {
  const title = "Planning bins for a new cafe fit-out";
  await openEditor(page, "/keystatic/collection/blog/create", "Create");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page
    .getByRole("textbox", { name: "Description", exact: true })
    .fill(
      "Before a new cafe opens, plan where bins live, which streams to separate and how often each is collected, so the first weeks run smoothly.",
    );
  for (const [list, value] of [
    ["Tags", "cafes"],
    ["Keywords", "cafe bins"],
  ] as const) {
    await page.getByRole("group", { name: list }).getByRole("button", { name: "Add" }).click();
    const dialog = itemDialog(page, "Item");
    await dialog.field("Item").fill(value);
    await dialog.add();
    await expect(page.getByRole("group", { name: list })).toContainText(value);
  }
  const opening = "A new cafe has one chance to set up its back of house before the first rush.";
  await page.locator(".ProseMirror").first().pressSequentially(opening);
  // Too short to publish: the editor refuses the save and says why, with the count.
  await page.getByRole("button", { name: "Create", exact: true }).click();
  // Said under the post and again in the summary of what stops the save.
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: postTooShort(countWords(opening)) })
      .first(),
  ).toBeInViewport();
  expect(existsSync(postFile)).toBe(false);
  const paragraph =
    " Plan where each bin stands, which streams are kept apart, how often each is emptied, and who puts them out on the night before collection.";
  await page.keyboard.insertText(paragraph.repeat(Math.ceil(postLimits.bodyWords / 25)));
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect.poll(() => existsSync(postFile)).toBe(true);
  await expect.poll(() => readFileSync(postFile, "utf8")).toContain("before the first rush");

  await page.goto("/blog/1");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  const feed = await (await request.get("/blog/feed.xml")).text();
  expect(feed).toContain(`<title>${title}</title>`);
});
