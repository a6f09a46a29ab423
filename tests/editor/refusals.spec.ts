import { type Page, expect, test } from "@playwright/test";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import type { ComponentSchema } from "@keystatic/core";
import { contentSchema, pagesIn } from "../../app/keystatic/schema";
import { problemsOf } from "../../app/keystatic/schema/problems";
import { editorTree } from "./working-copy";

/**
 * Every refusal is visible where staff look, for every collection and singleton in the schema:
 * a refused save lists the failing fields at the top, in view, and a refused list item is marked
 * in its list. A second finder item under another item's name (in other capitals) is refused
 * rather than saved under another file name, and the site keeps serving.
 */
const contentFolder = join(editorTree, "content");
const pageFiles = readdirSync(contentFolder, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith(".yaml"))
  .map((file) => ({ file: `content/${file}`, text: readFileSync(join(contentFolder, file), "utf8") }));
const schema = contentSchema(pagesIn(pageFiles));

interface Entry {
  url: string;
  file: string;
  fields: Record<string, ComponentSchema>;
  slugField?: string;
}

/** The first entry of each collection, and each singleton, with its file and its editor address. */
function entries(): Entry[] {
  const collections = Object.entries(schema.collections).flatMap(([key, collection]): Entry[] => {
    const folder = join(editorTree, collection.path!.replace(/\/\*$/, ""));
    const file = readdirSync(folder).sort()[0];
    if (!file) return [];
    const slug = file.replace(/\.[a-z]+$/, "");
    const fields = collection.schema as Record<string, ComponentSchema>;
    return [
      {
        url: `/keystatic/collection/${key}/item/${slug}`,
        file: join(folder, file),
        fields,
        slugField: collection.slugField,
      },
    ];
  });
  const singletons = Object.entries(schema.singletons).map(([key, singleton]) => ({
    url: `/keystatic/singleton/${key}`,
    file: join(editorTree, `${singleton.path}.json`),
    fields: singleton.schema as Record<string, ComponentSchema>,
  }));
  return [...collections, ...singletons];
}

/** A file's data and how to write it back: YAML, JSON, or a post's front matter. */
function dataFile(file: string) {
  const text = readFileSync(file, "utf8");
  if (file.endsWith(".json"))
    return { data: JSON.parse(text), write: (d: object) => JSON.stringify(d, null, 2) };
  if (file.endsWith(".yaml"))
    return { data: yaml.load(text) as Record<string, unknown>, write: (d: object) => yaml.dump(d) };
  const [, front, ...body] = text.split(/^---\r?\n/m);
  return {
    data: yaml.load(front!) as Record<string, unknown>,
    write: (d: object) => `---\n${yaml.dump(d)}---\n${body.join("---\n")}`,
  };
}

const fails = (field: ComponentSchema, value: unknown) => problemsOf(field, value).length > 0;
/** Values most text fields refuse: too short (or not a sentence or an address), or too long. */
const badValues = ["x", "Word. ".repeat(400)];
const isText = (field: ComponentSchema) => field.kind === "form" && field.formKind === "slug";

/**
 * A top-level text field that refuses "x", for staff to type into, and one list item made to fail
 * its checks in the entry's file (a list item cannot be left failing in its dialog).
 */
function spoil(entry: Entry, data: Record<string, unknown>) {
  let label: string | undefined;
  let list: string | undefined;
  // Where staff type, so that there is a change to save, when no top-level field refuses "x".
  let typed: string | undefined;
  let bad = "x";
  for (const [key, field] of Object.entries(entry.fields)) {
    const wrong = isText(field) ? badValues.find((value) => fails(field, value)) : undefined;
    if (!label && key !== entry.slugField && wrong !== undefined) {
      label = (field as { label: string }).label;
      bad = wrong;
    }
    if (!typed && key !== entry.slugField && isText(field)) typed = (field as { label: string }).label;
    const items = data[key];
    if (!list && field.kind === "array" && Array.isArray(items) && items.length) {
      const element = field.element;
      if (isText(element) && fails(element, "x")) items[0] = "x";
      else if (element.kind === "object") {
        const sub = Object.entries(element.fields).find(([, f]) => isText(f) && fails(f, "x"))?.[0];
        if (sub) (items[0] as Record<string, unknown>)[sub] = "x";
        else continue;
      } else continue;
      list = field.label;
    }
  }
  return { label, list, typed: label ?? typed, bad };
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await page.getByRole("button", { name: "Save", exact: true }).waitFor({ timeout: 180_000 });
}

test("every collection and singleton shows a refused field and a refused list item in view", async ({
  page,
  request,
}) => {
  // Thirteen entries opened in turn: on a busy two-core machine each takes up to a minute.
  test.setTimeout(1_800_000);
  const matrix = entries();
  expect(matrix.length).toBe(Object.keys(schema.collections).length + Object.keys(schema.singletons).length);
  for (const entry of matrix) {
    const original = readFileSync(entry.file, "utf8");
    const { data, write } = dataFile(entry.file);
    const { label, list, typed, bad } = spoil(entry, data);
    writeFileSync(entry.file, write(data));
    try {
      await open(page, entry.url);
      if (list) {
        const group = page.getByRole("group", { name: list });
        await expect(
          group.getByRole("row").filter({ hasText: "⚠" }).first(),
          `${entry.url}: ${list}`,
        ).toBeVisible();
      }
      if (typed) await page.getByRole("textbox", { name: typed, exact: true }).first().fill(bad);
      // Saving from the foot of the entry: the summary comes into view at the top.
      await page.mouse.move(600, 400);
      await page.mouse.wheel(0, 20_000);
      await page.getByRole("button", { name: "Save", exact: true }).click();
      const summary = page.getByRole("alert").filter({ hasText: "Not saved" });
      await expect(summary, entry.url).toBeInViewport();
      if (label) await expect(summary, entry.url).toContainText(label);
      if (list) {
        await summary
          .getByRole("button", { name: /^List item/ })
          .first()
          .click();
        await expect(page.getByRole("row").filter({ hasText: "⚠" }).first()).toBeInViewport();
      }
      expect(label || list, `${entry.url} has a field to refuse`).toBeTruthy();
      // Nothing refused was written.
      expect(readFileSync(entry.file, "utf8")).toBe(write(data));
    } finally {
      writeFileSync(entry.file, original);
    }
  }
  expect((await request.get("/")).status()).toBe(200);
});

test("a second finder item under another's name, in other capitals, is refused and the site keeps serving", async ({
  page,
  request,
}) => {
  const folder = join(editorTree, "content/finder/waste-items");
  const [first] = readdirSync(folder).sort();
  const { name } = yaml.load(readFileSync(join(folder, first!), "utf8")) as { name: string };
  const shouted = name.toUpperCase();
  await page.goto("/keystatic/collection/wasteItems/create");
  await page.getByRole("button", { name: "Create", exact: true }).waitFor({ timeout: 180_000 });
  await page.getByRole("textbox", { name: "Item", exact: true }).fill(shouted);
  await page.getByRole("button", { name: "Create", exact: true }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Not saved" });
  await expect(summary).toBeInViewport();
  await expect(summary).toContainText(`"${shouted}" is already in What goes where`);
  expect(readdirSync(folder).filter((file) => file.startsWith(first!.replace(/\.yaml$/, "")))).toEqual([
    first,
  ]);
  expect(existsSync(join(folder, `${first!.replace(/\.yaml$/, "")}-1.yaml`))).toBe(false);
  expect((await request.get("/")).status()).toBe(200);

  // The list shows each item's name.
  await page.goto("/keystatic/collection/wasteItems");
  await expect(page.getByRole("row").filter({ hasText: name }).first()).toBeVisible({ timeout: 180_000 });
});
