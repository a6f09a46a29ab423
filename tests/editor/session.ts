import { type Locator, type Page, expect, test } from "@playwright/test";
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { editorTree } from "./working-copy";

/**
 * What the editor's browser tests share: moving between entries in one loaded editor, and
 * putting every content file back as it was (the editor's copy of the working tree).
 */

/**
 * Opens an editor address as the editor's own links do, without loading the editor again, and
 * waits for `ready` (an entry's Save or Create button unless told).
 */
export async function openInEditor(page: Page, href: string, ready?: Locator) {
  const go = (to: string) =>
    page.evaluate((address) => {
      history.pushState(null, "", address);
      dispatchEvent(new PopStateEvent("popstate"));
    }, to);
  // By way of the dashboard, so the entry open before is gone and `ready` is the new one's.
  const entryButtons = page.getByRole("button", { name: /^(Save|Create)$/ });
  await go("/keystatic");
  await expect(entryButtons).toHaveCount(0, { timeout: 60_000 });
  await go(href);
  await (ready ?? entryButtons.first()).waitFor({ timeout: 120_000 });
}

/**
 * One editor for every test of the calling file: loaded once before the first (the editor's
 * interface is a large chunk the development server compiles on first use), each test then
 * opening its entry with openInEditor. An action that cannot happen fails in moments.
 */
export function oneEditorForTheFile(): () => Page {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    await page.goto("/keystatic");
    await page.getByRole("link", { name: "Dashboard" }).first().waitFor({ timeout: 240_000 });
    page.setDefaultTimeout(20_000);
  });
  test.afterAll(() => page?.close());
  return () => page;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Every content file of the editor's copy, with its text. */
export function snapshotContent(root = editorTree): Map<string, string> {
  const content = join(root, "content");
  return new Map(
    filesUnder(content).map((file) => [relative(root, file), readFileSync(file, "utf8")] as const),
  );
}

/**
 * Each test of the file starts from the content as it stood before it, and leaves it so: the
 * answer is the content as the current test found it.
 */
export function contentRestoredAfterEachTest(): () => Map<string, string> {
  let snapshot: Map<string, string>;
  test.beforeEach(() => {
    snapshot = snapshotContent();
  });
  test.afterEach(() => restoreContent(snapshot));
  return () => snapshot;
}

/** Puts back each changed or deleted file and removes each new one. */
export function restoreContent(snapshot: Map<string, string>, root = editorTree) {
  for (const file of filesUnder(join(root, "content"))) {
    const before = snapshot.get(relative(root, file));
    if (before === undefined) rmSync(file);
    else if (readFileSync(file, "utf8") !== before) writeFileSync(file, before);
  }
  for (const [file, text] of snapshot)
    if (!existsSync(join(root, file))) writeFileSync(join(root, file), text);
}
