/**
 * The form in which the content editor (Keystatic) writes a page's data: keys in the order its
 * fields are declared, and every list present, an empty one as []. (It leaves out empty text.)
 * Content files are kept in this form, so an editor's save changes only the words it changed and
 * its commit shows nothing else.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";

export interface EditorField {
  kind: string;
  fields?: Record<string, EditorField>;
  element?: EditorField;
}

export function inEditorForm(fields: Record<string, EditorField>, data: Record<string, unknown>): Record<string, unknown> {
  const written: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    const value = inFieldForm(field, data[key]);
    if (value !== undefined) written[key] = value;
  }
  // Keys the editor does not know stay, after its own, for the content check to report.
  for (const [key, value] of Object.entries(data)) if (!(key in fields)) written[key] = value;
  return written;
}

function inFieldForm(field: EditorField, value: unknown): unknown {
  if (field.kind === "array") {
    if (value === undefined) return [];
    return Array.isArray(value) && field.element ? value.map((item) => inFieldForm(field.element!, item)) : value;
  }
  if (field.kind === "object" && field.fields && isRecord(value)) return inEditorForm(field.fields, value);
  return value;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

interface EditorCollection {
  path: string;
  schema: Record<string, EditorField>;
  format?: { data?: string };
}

/**
 * Every YAML file of the editor's collections, its text as it is and as the editor would write it.
 * `collections` is the editor's configuration (keystatic.config.ts).
 */
export function yamlFilesInEditorForm(collections: Record<string, EditorCollection>) {
  return Object.values(collections)
    .filter((collection) => collection.format?.data === "yaml")
    .flatMap((collection) => {
      const folder = collection.path.replace(/\/\*$/, "");
      return readdirSync(folder)
        .filter((file) => file.endsWith(".yaml"))
        .map((file) => {
          const path = join(folder, file);
          const text = readFileSync(path, "utf8");
          const data = yaml.load(text) as Record<string, unknown>;
          return { path, text, inEditorForm: yaml.dump(inEditorForm(collection.schema, data)) };
        });
    });
}
