import { type Page, expect, test } from "@playwright/test";
import { readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { fixedPages } from "../../app/content/fixed-pages";
import { CONTENT_CHECK_PATH } from "../../app/keystatic/content-check-banner";
import { termsVersionsIn } from "../../app/content/schema";
import { editorTree } from "./working-copy";

/**
 * A rule no field can check, which the content check applies across files: every terms page has a
 * published version, broken by a change made outside the editor (a terms page's only version
 * deleted). The development server then keeps serving the last good content, every page says
 * why, and the editor lists the terms page's entry (by name, linked); a save elsewhere in the
 * entry, which brings no new problem, is saved. Putting the version back clears both.
 */
const versions = termsVersionsIn(
  readdirSync(join(editorTree, "content/terms")).map((name) => ({
    file: `content/terms/${name}`,
    text: readFileSync(join(editorTree, "content/terms", name), "utf8"),
  })),
);
const only = versions.find((v) => versions.filter((w) => w.document === v.document).length === 1);
const [key, termsPage] = Object.entries(fixedPages).find(([, fixed]) => fixed.path === only?.document) ?? [];
const removed = only && {
  file: join(editorTree, only.file),
  text: readFileSync(join(editorTree, only.file), "utf8"),
};
const entry =
  termsPage &&
  (yaml.load(readFileSync(join(editorTree, `${termsPage.file}.yaml`), "utf8")) as { name: string }).name;

/** Everything the browser reports as wrong on a page: errors, refused styles or scripts, hydration. */
function problemsLogged(page: Page) {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") logged.push(message.text());
  });
  page.on("pageerror", (error) => logged.push(error.message));
  return logged;
}

test("a page is styled as the built site is, with nothing refused and no hydration mismatch", async ({
  page,
}) => {
  const logged = problemsLogged(page);
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ timeout: 180_000 });
  // The site's own stylesheet and a component's, each put on the page by Vite in development.
  expect(await page.locator(".skip-link").evaluate((link) => getComputedStyle(link).position)).toBe(
    "absolute",
  );
  expect(
    await page
      .locator("header")
      .first()
      .evaluate((header) => getComputedStyle(header).zIndex),
  ).toBe("50");
  // React reports a mismatch once the page has hydrated; give it the moment.
  await page.waitForTimeout(1_000);
  expect(logged).toEqual([]);
});

test("a save that breaks a rule across pages is shown in the editor and on the pages, which keep serving", async ({
  page,
  request,
}) => {
  expect(removed && entry, "a terms page with one published version").toBeTruthy();
  try {
    rmSync(removed!.file);
    const home = await request.get("/");
    expect(home.status()).toBe(200);
    const notice = /<aside id="content-problems"[\s\S]*?<\/aside>/.exec(await home.text())?.[0] ?? "";
    expect(notice).toContain(`${termsPage!.file}.yaml: has no published version`);

    // The banner shows what the development server's check says: first that it says so.
    const check = (await (await request.get(CONTENT_CHECK_PATH)).json()) as { problems: { file: string }[] };
    expect(check.problems.map((problem) => problem.file)).toContain(`${termsPage!.file}.yaml`);

    const logged = problemsLogged(page);
    await page.goto("/keystatic");
    const banner = page.getByRole("region", { name: /cannot be published/ });
    await expect(banner)
      .toBeVisible({ timeout: 180_000 })
      .catch(async (error: Error) => {
        // What the page went through, so that a failure says whether it started at all.
        const started = await page.locator("html[data-hydrated]").count();
        const shown = (
          await page
            .locator("body")
            .innerText()
            .catch(() => "")
        ).slice(0, 400);
        throw new Error(
          `${error.message}\nStarted: ${started ? "yes" : "no"}. It shows: ${shown}\nIt logged: ${logged.join("\n") || "nothing"}`,
        );
      });
    const problem = banner.getByRole("listitem").filter({ hasText: `${entry}: has no published version` });
    await expect(problem).toBeInViewport();
    // The banner comes before the editor's own screens (a part loaded after start): a link
    // followed while the editor still starts can end on its dashboard instead of the entry.
    await page.getByRole("link", { name: "Dashboard", exact: true }).waitFor({ timeout: 180_000 });
    await problem.getByRole("link", { name: entry!, exact: true }).click();
    await expect(page).toHaveURL(`/keystatic/singleton/${key}`);
    await page.getByRole("button", { name: "Save", exact: true }).waitFor({ timeout: 180_000 });

    // The list sits above the editor's bar: Find by name is never under it.
    const finder = await page.getByRole("button", { name: "Find by name" }).boundingBox();
    const list = await banner.boundingBox();
    expect(list!.y + list!.height).toBeLessThanOrEqual(finder!.y);

    // A save elsewhere in the entry says "Saved" over the list, never under it.
    const description = page.getByRole("textbox", { name: "Description in search results", exact: true });
    await expect(description).not.toHaveValue("");
    const before = await description.inputValue();
    // A change of one mark, within every limit of the field.
    const after = before.endsWith(".") ? `${before.slice(0, -1)}!` : `${before}.`;
    await expect(async () => {
      await description.fill(after);
      await expect(page.getByText("Unsaved", { exact: true }).first()).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const saved = page.getByText("Saved", { exact: true });
    await expect(saved).toBeVisible();
    expect(
      await saved.evaluate((toast) => {
        const { x, y, width, height } = toast.getBoundingClientRect();
        const hit = document.elementFromPoint(x + width / 2, y + height / 2);
        return Boolean(hit && (toast.contains(hit) || hit.contains(toast)));
      }),
      "Saved is drawn over whatever lies at its place",
    ).toBe(true);
    await expect(banner).toBeVisible();

    writeFileSync(removed!.file, removed!.text);
    await expect(banner).toHaveCount(0);
    expect(await (await request.get("/")).text()).not.toContain('id="content-problems"');
  } finally {
    writeFileSync(removed!.file, removed!.text);
  }
});
