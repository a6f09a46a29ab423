import type { ComponentSchema } from "@keystatic/core";
import { load as parse } from "js-yaml";
import { describe, expect, it } from "vitest";
import { readContentFiles } from "~/content/files.server";
import { dropdowns } from "~/content/navigation-spec";
import { contentSchema, pagesIn } from "~/content/schema";
import { problemsOf } from "~/content/schema/problems";
import { walkOf } from "~/content/schema/refusals";
import { dataOf as entryDataOf, editorEntries, isNameWithFile } from "../editor/entries";
import { literal } from "../support/literal";

/**
 * The summary a refused save shows lists a list's problems from what the entry's fields answered
 * when the save checked them (entry-walk.ts), never from the list as the editor draws it. A save
 * checks every field of the entry in order, depth first; `problemsOf` walks them in that order, so
 * it stands in for the editor's save here (the editor's own save is the editor tests').
 */
const files = readContentFiles();
const { collections, singletons } = contentSchema(pagesIn(files));
const dataOf = (file: string) =>
  parse(files.find((entry) => entry.file === file)!.text) as Record<string, unknown>;
const lines = (entry: object) =>
  walkOf(entry)!
    .lines()
    .map(({ where, message }) => `${where.join(", ")}: ${message}`);
/** The entry's save checked, and the moment after it, when the summary reads the walk. */
async function save(fields: Record<string, ComponentSchema>, value: unknown) {
  const problems = problemsOf({ kind: "object", fields } as ComponentSchema, value);
  await Promise.resolve();
  return problems;
}

describe("the save summary's lines for lists", () => {
  const fields = collections.services.schema as Record<string, ComponentSchema>;
  const file = files.find((entry) => entry.file.startsWith("content/services/"))!.file;
  const faqs = fields.faqs as Extract<ComponentSchema, { kind: "array" }>;
  const least = faqs.validation!.length!.min!;

  it("say nothing of a page's lists as they are", async () => {
    await save(fields, dataOf(file));
    expect(lines(fields)).toEqual([]);
  });

  it("give a list's too few items and each refused item's field, by the item's place", async () => {
    const data = dataOf(file) as { faqs: { question: string; answer: string }[] };
    data.faqs = data.faqs.slice(0, least - 1);
    data.faqs[0]!.answer = "";
    await save(fields, data);
    expect(walkOf(fields)!.refused()).toBe(true);
    expect(lines(fields)).toEqual([
      `${faqs.label}: needs at least ${least} items; it has ${least - 1}`,
      expect.stringMatching(new RegExp(`^${faqs.label}, item 1, Answer: `)),
    ]);
  });

  it("quote each claim of an item's words on a line of its own, the field named once", async () => {
    const data = dataOf(file) as { faqs: { answer: string }[] };
    data.faqs[1]!.answer =
      "Our licensed vacuum tankers collect across Australia, every week, from kitchens, cafes and restaurants.";
    await save(fields, data);
    const said = lines(fields);
    expect(said.length).toBeGreaterThan(1);
    for (const line of said) {
      expect(line).toMatch(new RegExp(`^${faqs.label}, item 2, Answer: "[^"]+" claims `));
      expect(line.match(/ claims /g)).toHaveLength(1);
    }
  });

  it("are not changed by the check of one item alone, as its dialog makes", async () => {
    const data = dataOf(file) as { faqs: { answer: string }[] };
    data.faqs[0]!.answer = "";
    await save(fields, data);
    const before = lines(fields);
    problemsOf(faqs.element, { question: "", answer: "", links: [] });
    await Promise.resolve();
    expect(lines(fields)).toEqual(before);
  });

  it("give an entry of lists only its lists' items, each by its list and place", async () => {
    const menu = singletons.navigation.schema as Record<string, ComponentSchema>;
    const data = dataOf("content/navigation.yaml") as Record<string, { label: string }[]>;
    const [bar] = dropdowns;
    data[bar!.dropdown]![1]!.label = "";
    await save(menu, data);
    expect(lines(menu)).toContainEqual(expect.stringMatching(`^${bar!.label} dropdown, item 2, Label: `));
  });
});

/**
 * Every collection and singleton the editor tests in the browser by one entry of its shape
 * (tests/editor/matrix.spec.ts): each carries the save summary, and a save with its top-level
 * field emptied, or its first list item's field emptied, is refused, naming the field, and the
 * list item by its list and place.
 */
describe("every collection and singleton", () => {
  const schemas: Record<"collection" | "singleton", Record<string, { schema: object }>> = {
    collection: collections,
    singleton: singletons,
  };
  const keyOf = (fields: Record<string, ComponentSchema>, label: string) =>
    Object.keys(fields).find((key) => "label" in fields[key]! && fields[key]!.label === label)!;

  for (const entry of editorEntries(".")) {
    const fields = schemas[entry.kind][entry.key]!.schema as Record<string, ComponentSchema>;

    it(`${entry.kind} ${entry.key}: carries the summary and refuses an emptied field or list item`, async () => {
      expect(walkOf(fields), "made by entryWithRefusals").toBeDefined();
      if (entry.field) {
        const data = entryDataOf(".", entry.file);
        const key = keyOf(fields, entry.field);
        const field = fields[key]!;
        // A name with its file name is edited as both: emptied, its name is.
        data[key] = isNameWithFile(field) ? { name: "", slug: "file" } : "";
        // A top-level field's line comes from the field's own check (entry-problems.ts).
        const problems = await save(fields, data);
        expect(problems).toContainEqual(expect.objectContaining({ where: [entry.field] }));
      }
      if (entry.list) {
        const data = entryDataOf(".", entry.file);
        const key = keyOf(fields, entry.list.label);
        const list = fields[key] as Extract<ComponentSchema, { kind: "array" }>;
        const items = data[key] as unknown[];
        if (list.element.kind === "object") {
          const item = { ...(items[0] as Record<string, unknown>) };
          item[keyOf(list.element.fields, entry.list.field)] = "";
          items[0] = item;
        } else items[0] = "";
        await save(fields, data);
        expect(walkOf(fields)!.refused()).toBe(true);
        // The item's field named before the message, or in it when the item is that one field.
        expect(lines(fields)).toContainEqual(
          expect.stringMatching(`^${literal(entry.list.label)}, item 1\\b.*${literal(entry.list.field)}`),
        );
      }
    });
  }
});
