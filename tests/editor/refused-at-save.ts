import type { ComponentSchema } from "@keystatic/core";
import { type Page, expect } from "@playwright/test";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { claimsHint } from "../../app/content/claims";
import { contentSchema, pagesIn } from "../../app/content/schema";
import { problemsOf } from "../../app/content/schema/problems";
import { openInEditor } from "./session";
import { editorTree } from "./working-copy";

/**
 * A refused save, as staff meet it in the shared editor page of the matrix (matrix.spec.ts): the
 * summary in view counts every problem, a list's too few items included, quotes a claim with the
 * register's word to write instead, and nothing says "Saved" when nothing was saved.
 */
const summary = (page: Page) => page.getByRole("alert").filter({ hasText: "Not saved" });

/** The number the summary's heading gives, and the lines it lists: the same, one line a problem. */
async function counted(page: Page) {
  const heading = (await summary(page).locator("strong").textContent()) ?? "";
  const lines = await summary(page).getByRole("listitem").allTextContents();
  return { said: Number(/^Not saved: (\d+)/.exec(heading)?.[1]), lines };
}

const servicesFolder = join(editorTree, "content/services");
const services = () =>
  contentSchema(pagesIn([])).collections.services.schema as Record<string, ComponentSchema>;

export async function refusedSaveCountsEverything(page: Page) {
  const name = readdirSync(servicesFolder).filter((file) => file.endsWith(".yaml"))[1]!;
  const file = join(servicesFolder, name);
  const before = readFileSync(file, "utf8");
  const data = yaml.load(before, { schema: yaml.CORE_SCHEMA }) as { faqs: unknown[] };
  const faqs = services().faqs as Extract<ComponentSchema, { kind: "array" }>;
  const least = faqs.validation!.length!.min!;
  await openInEditor(page, `/keystatic/collection/services/item/${name.replace(/\.yaml$/, "")}`);
  // Questions removed, with each row's own button, until one too few is left.
  const list = page.getByRole("grid", { name: faqs.label, exact: true });
  for (let left = data.faqs.length; left >= least; left--) {
    await expect(list.getByRole("row")).toHaveCount(left);
    await list.getByRole("row").last().getByRole("button").last().click();
  }
  await expect(list.getByRole("row")).toHaveCount(least - 1);
  const lead = page.getByRole("textbox", { name: "Lead", exact: true });
  await lead.fill("Our licensed vacuum tankers empty grease traps on a schedule that suits your kitchen.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(summary(page)).toBeInViewport();
  const { said, lines } = await counted(page);
  expect(said).toBe(lines.length);
  expect(lines).toContainEqual(
    expect.stringContaining(`${faqs.label}: needs at least ${least} items; it has ${least - 1}`),
  );
  // Each claim its own line, the field named once, its words quoted with what to write instead.
  const leadLines = lines.filter((line) => line.startsWith("Lead:"));
  for (const line of leadLines) {
    expect(line).not.toContain(claimsHint);
    expect(line).not.toMatch(/^Lead: Lead/);
  }
  const claims = leadLines.filter((line) => line.includes('" claims '));
  expect(claims).toContainEqual(expect.stringContaining('Lead: "licensed vacuum tankers" claims'));
  expect(claims).toContainEqual(expect.stringContaining("{licences}"));
  for (const line of claims) expect(line.match(/ claims /g)).toHaveLength(1);
  expect(readFileSync(file, "utf8")).toBe(before);

  // Putting the changes back saves nothing, and says nothing was saved.
  const reset = page.getByRole("button", { name: "Reset changes" });
  if (await reset.isVisible()) await reset.click();
  else {
    await page.getByRole("button", { name: /more/i }).last().click();
    await page.getByRole("menuitem", { name: "Reset changes" }).click();
  }
  await expect(lead).not.toHaveValue(/licensed/);
  await expect(list.getByRole("row")).toHaveCount(data.faqs.length);
  await expect(page.getByText("Saved", { exact: true })).toHaveCount(0);
  expect(readFileSync(file, "utf8")).toBe(before);
}

/** A value of each field as a new entry starts: what the create page holds before staff type. */
function startingValue(schema: ComponentSchema): unknown {
  switch (schema.kind) {
    case "form":
      return schema.defaultValue();
    case "object":
      return Object.fromEntries(
        Object.entries(schema.fields).map(([key, field]) => [key, startingValue(field)]),
      );
    case "conditional": {
      const discriminant = schema.discriminant.defaultValue();
      return { discriminant, value: startingValue(schema.values[String(discriminant)]!) };
    }
    case "array":
      return [];
    default:
      return null;
  }
}

export async function newPageCountsEverything(page: Page) {
  const named = "Counted page";
  const fields = services();
  const expected = Object.entries(fields).flatMap(([key, field]) =>
    problemsOf(field, key === "name" ? { name: named, slug: "counted-page" } : startingValue(field), [key]),
  ).length;
  await openInEditor(page, "/keystatic/collection/services/create");
  await page.getByRole("textbox", { name: "Page name", exact: true }).fill(named);
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(summary(page)).toBeInViewport();
  const { said, lines } = await counted(page);
  expect(lines.length).toBe(said);
  expect(said, lines.join("\n")).toBe(expected);
}

export async function editorSearchPointsToFindByName(page: Page) {
  const name = (
    yaml.load(readFileSync(join(servicesFolder, "wheelie-bins.yaml"), "utf8")) as { name: string }
  ).name;
  await openInEditor(page, "/keystatic/collection/services", page.getByRole("searchbox"));
  await page.getByRole("searchbox").fill(name);
  const finder = page.getByRole("button", { name: `Find by name: “${name}”` });
  await expect(finder).toBeInViewport();
  // Keystatic's notices (its "Restored draft" of an entry an earlier test left unsaved stays until
  // closed) lie over the editor's bar: closed as staff would close them.
  const notices = page.getByRole("region", { name: /notification/ }).getByRole("button", { name: "Close" });
  while (await notices.count()) await notices.first().click();
  await finder.click();
  const dialog = page.getByRole("dialog", { name: /by name/ });
  await expect(dialog.getByRole("link", { name, exact: true })).toBeInViewport();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
}
