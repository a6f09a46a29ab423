import type { ComponentSchema } from "@keystatic/core";
import { describe, expect, it } from "vitest";
import { readContentFiles } from "~/content/files.server";
import { parseYaml } from "~/content/yaml";
import { problemsOfFiles } from "~/keystatic/save-gate.server";
import { repositorySchema } from "~/keystatic/repository-schema";
import keystaticConfig from "../../keystatic.config";
import { withFileChanged } from "../support/content-edits";

/**
 * A monthly e-mail is refused at Save without a subject, with a link to no page of the site, or
 * with a claim the company's register does not hold. The editor checks each field before it saves,
 * with the one configuration both its modes load (keystatic.config.ts: only the storage differs);
 * the development editor's save gate and the build read the file through the same fields. The
 * real e-mail is changed here, chosen by its folder.
 */
const real = readContentFiles();
const file = real.find((entry) => entry.file.startsWith("content/monthly/"))!.file;
const claim =
  "Our licensed vacuum tankers and EPA accredited drivers empty grease traps for every kitchen we serve.";

type Data = Record<string, unknown>;
const refusals: { what: string; field: string; change: (data: Data) => void }[] = [
  { what: "no subject", field: "subject", change: (data) => (data.subject = "") },
  {
    what: "a link to no page of the site",
    field: "links.0.page",
    change: (data) => ((data.links as Data[])[0]!.page = "/post/no-such-guide"),
  },
  {
    what: "a claim the register does not hold",
    field: "introduction",
    change: (data) => (data.introduction = claim),
  },
];

/** The e-mail's data, changed. */
function changed(change: (data: Data) => void = () => {}): Data {
  const data = parseYaml(real.find((entry) => entry.file === file)!.text, file) as Data;
  change(data);
  return data;
}

const valueAt = (data: unknown, path: string) =>
  path.split(".").reduce((value, key) => (value as Data)[key], data);

/** A field of the collection's schema by its path (links.0.page), list items by their index. */
function fieldAt(schema: Record<string, ComponentSchema>, path: string): ComponentSchema {
  let field = { kind: "object", fields: schema } as ComponentSchema;
  for (const key of path.split(".")) {
    if (field.kind === "array") field = field.element;
    if (/^\d+$/.test(key)) continue;
    if (field.kind !== "object") throw new Error(`No field at ${path}`);
    field = field.fields[key]!;
  }
  return field;
}

/** Whether a field's own check, the one the editor runs before every save, refuses a value. */
function editorRefuses(field: ComponentSchema, value: unknown): boolean {
  if (field.kind !== "form") throw new Error("Not a form field");
  // The editor's own call for a field that is not the entry's name or content: parse, then validate.
  const { parse, validate } = field as unknown as Record<
    "parse" | "validate",
    (...args: unknown[]) => unknown
  >;
  try {
    validate(parse(value, undefined), undefined);
    return false;
  } catch {
    return true;
  }
}

const monthlyOf = (schema: { collections: Record<string, unknown> }) =>
  (schema.collections.monthly as { schema: Record<string, ComponentSchema> }).schema;
const inEditor = monthlyOf(keystaticConfig);
const atSaveGate = monthlyOf(repositorySchema(real));

describe("a monthly e-mail at Save", () => {
  it("is accepted as written, by the save gate and by each field the refusals name", () => {
    expect(problemsOfFiles(real).filter((problem) => problem.startsWith(file))).toEqual([]);
    for (const { field } of refusals)
      expect(editorRefuses(fieldAt(inEditor, field), valueAt(changed(), field))).toBe(false);
  });

  for (const { what, field, change } of refusals)
    it(`is refused with ${what}: by the editor's field and by the save gate, which names it`, () => {
      expect(editorRefuses(fieldAt(inEditor, field), valueAt(changed(change), field))).toBe(true);
      const problems = problemsOfFiles(withFileChanged(real, file, change));
      expect(problems).toContainEqual(expect.stringContaining(`${file}: field "${field}"`));
    });

  it("is in the editor's menu, with the words a new subscriber reads", () => {
    const menu = Object.values(keystaticConfig.ui?.navigation ?? {}).flat();
    expect(menu).toEqual(expect.arrayContaining(["monthly", "subscriptionWords"]));
  });

  it("meets the same rules with GitHub storage as in the development editor", () => {
    // Both modes load keystatic.config.ts, whose schema is the repository's: the save gate's.
    expect(Object.keys(inEditor)).toEqual(Object.keys(atSaveGate));
    for (const { field, change } of refusals)
      for (const data of [changed(), changed(change)])
        expect(editorRefuses(fieldAt(inEditor, field), valueAt(data, field))).toBe(
          editorRefuses(fieldAt(atSaveGate, field), valueAt(data, field)),
        );
  });
});
