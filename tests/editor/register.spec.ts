import { type Page, expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { oneEditorForTheFile, openInEditor, contentRestoredAfterEachTest } from "./session";
import { editorTree } from "./working-copy";

/**
 * The register as staff fill it, in the development editor: the dashboard's launch check counts
 * the facts still to supply and counts fewer after each save; an ACN that fails its check digit
 * and a state regulator's permit claimed for another state are refused at Save, with nothing
 * written. Numbers are the published algorithms' own examples, never a real company's.
 */
const registerFile = join(editorTree, "content/register.json");

/** The saved register's ACN; undefined while the editor is part way through writing the file. */
function savedAcn(): string | undefined {
  try {
    return (JSON.parse(readFileSync(registerFile, "utf8")) as { acn?: string }).acn;
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}
const summary = (page: Page) => page.getByRole("alert").filter({ hasText: "Not saved" }).first();
const launchCount = async (page: Page) => {
  await openInEditor(page, "/keystatic", page.locator('details[aria-label="Launch check"] summary'));
  const said = page.locator('details[aria-label="Launch check"] summary');
  await expect(said).toHaveText(/Launch check: \d+ facts? still to supply/);
  return Number(/^Launch check: (\d+)/.exec((await said.textContent()) ?? "")![1]);
};

const editor = oneEditorForTheFile();

contentRestoredAfterEachTest(editor);

test("filling the register shrinks the launch check's list on screen; a bad ACN is refused at Save", async () => {
  const page = editor();
  const before = await launchCount(page);
  expect(before).toBeGreaterThan(2);

  await openInEditor(page, "/keystatic/singleton/register");
  await page.getByRole("textbox", { name: "ABN", exact: true }).fill("51 824 753 556");
  const acn = page.getByRole("textbox", { name: "ACN", exact: true });
  await acn.fill("123 456 781");
  // Said under the field as staff type, and again when Save refuses it.
  await expect(page.getByText("This ACN fails its check digit").first()).toBeVisible();
  const written = readFileSync(registerFile, "utf8");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(summary(page)).toBeInViewport();
  await expect(summary(page)).toContainText("fails its check digit");
  expect(readFileSync(registerFile, "utf8")).toBe(written);

  await acn.fill("123 456 780");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect.poll(savedAcn).toBe("123 456 780");

  // Two facts supplied: two fewer on the dashboard's list, which followed the save.
  await expect.poll(() => launchCount(page)).toBe(before - 2);
});

test("an EPA Victoria permit claimed for Queensland is refused at Save, with nothing written", async () => {
  const page = editor();
  const written = readFileSync(registerFile, "utf8");
  await openInEditor(page, "/keystatic/singleton/register");
  // A partner added as staff add one: its role, its name and its permit, ticked for two states.
  const list = "Regulated work others do for us: partners and their permits";
  const dialog = page
    .getByRole("dialog")
    .filter({ has: page.getByRole("textbox", { name: "Partner's name" }) });
  // Keystatic restores an earlier test's draft of the form a moment after it opens, and draws the
  // item again as it does: an Add pressed as the page settles may open nothing, and a choice, a
  // word or a tick made as the item is drawn again can be lost. So every part of the item is made
  // again, where it does not hold, until all of them hold at once.
  const words = {
    "Partner's name": "A Carrier Pty Ltd",
    "What it is": "Waste transport permit",
    "Issued by": "EPA Victoria",
    Number: "PV000001",
    "What it covers": "Liquid waste in one tanker",
  };
  const quick = { timeout: 2_000 };
  await expect(async () => {
    if (!(await dialog.isVisible()))
      await page.getByRole("group", { name: list }).getByRole("button", { name: "Add" }).click(quick);
    if (!(await dialog.getByRole("button", { name: /Carrier/ }).isVisible())) {
      await dialog.getByRole("button", { name: /Role/ }).click(quick);
      await page.getByRole("option", { name: "Carrier", exact: true }).click(quick);
    }
    for (const [label, value] of Object.entries(words)) {
      const box = dialog.getByRole("textbox", { name: label });
      if ((await box.inputValue(quick)) !== value) await box.fill(value, quick);
    }
    for (const state of ["Victoria", "Queensland"]) {
      const box = dialog.getByRole("checkbox", { name: state, exact: true });
      if (!(await box.isChecked(quick))) await box.check(quick);
    }
    await expect(dialog.getByRole("button", { name: /Carrier/ })).toBeVisible({ timeout: 1_000 });
    for (const [label, value] of Object.entries(words))
      await expect(dialog.getByRole("textbox", { name: label })).toHaveValue(value, { timeout: 1_000 });
    for (const state of ["Victoria", "Queensland"])
      await expect(dialog.getByRole("checkbox", { name: state, exact: true })).toBeChecked({
        timeout: 1_000,
      });
  }).toPass({ timeout: 90_000 });
  await dialog.locator("button[type=submit]").click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // The list says what is wrong as soon as the item is closed.
  const partners = page.getByRole("grid", { name: list });
  await expect(partners.getByRole("row").first()).toContainText("issues authorities for Victoria only");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(summary(page)).toBeInViewport();
  await expect(summary(page)).toContainText("cannot cover Queensland");
  expect(readFileSync(registerFile, "utf8")).toBe(written);
});
