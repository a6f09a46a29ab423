import type { ComponentSchema } from "@keystatic/core";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { isFixedPage } from "../../app/content/fixed-pages";
import { contentSchema } from "../../app/content/schema";
import { splitFrontMatter } from "../../app/content/yaml";

/**
 * Every collection and singleton of the editor's configuration, with one existing entry each and
 * the fields a refusal test can break through the editor: the first top-level text field that
 * refuses an empty value, and the first list holding an item whose own text field does too.
 * Read from the configuration, so a new collection or singleton is tested without a change here.
 */
type Schema = Record<string, ComponentSchema>;
interface Stored {
  label: string;
  path: string;
  format?: { data?: string; contentField?: string };
  schema: Schema;
}

export interface Entry {
  kind: "collection" | "singleton";
  key: string;
  label: string;
  /** The entry's address in the editor. */
  href: string;
  /** Its file, relative to the working tree. */
  file: string;
  /** A top-level field refusing an empty value: its label. */
  field?: string;
  /** A list whose first item's text field refuses an empty value: the list's and field's labels. */
  list?: { label: string; field: string };
  /** Every list of the entry is empty and no field is required (Moved pages before anything moved). */
  nothingToRefuse?: boolean;
}

/** A name with its file name (Keystatic's slug field) holds both; a text field, a string. */
export const isNameWithFile = (field: ComponentSchema) =>
  field.kind === "form" &&
  field.formKind === "slug" &&
  typeof (field.parse as (value: string, args: { slug: string }) => unknown)("name", { slug: "file" }) ===
    "object";

const refusesEmpty = (field: ComponentSchema, value: unknown) => {
  if (field.kind !== "form" || "options" in field) return false;
  if (!isNameWithFile(field) && typeof value !== "string") return false;
  try {
    field.validate(isNameWithFile(field) ? { name: "", slug: "x" } : "", undefined as never);
    return false;
  } catch {
    return true;
  }
};

const labelOf = (field: ComponentSchema) => ("label" in field ? String(field.label ?? "") : "");

/** The first text field of a list's item that refuses an empty value, or nothing. */
function itemField(element: ComponentSchema, item: unknown): string | undefined {
  if (element.kind === "form") return refusesEmpty(element, item) ? labelOf(element) : undefined;
  if (element.kind !== "object" || !item || typeof item !== "object") return undefined;
  const record = item as Record<string, unknown>;
  const found = Object.entries(element.fields).find(([key, field]) => refusesEmpty(field, record[key]));
  return found && labelOf(found[1]);
}

export function dataOf(root: string, file: string): Record<string, unknown> {
  const text = readFileSync(join(root, file), "utf8");
  if (file.endsWith(".json")) return JSON.parse(text);
  const source = file.endsWith(".md") ? (splitFrontMatter(text)?.yaml ?? "") : text;
  return (yaml.load(source, { schema: yaml.CORE_SCHEMA }) ?? {}) as Record<string, unknown>;
}

function describe(
  root: string,
  base: Omit<Entry, "field" | "list" | "file">,
  file: string,
  schema: Schema,
): Entry {
  const data = dataOf(root, file);
  const top = Object.entries(schema).find(([key, field]) =>
    refusesEmpty(field, isNameWithFile(field) ? "" : data[key]),
  );
  const list = Object.entries(schema)
    .filter(([key, field]) => field.kind === "array" && Array.isArray(data[key]) && data[key].length)
    .map(([key, field]) => {
      const element = (field as Extract<ComponentSchema, { kind: "array" }>).element;
      return { label: labelOf(field), field: itemField(element, (data[key] as unknown[])[0]) };
    })
    .find((found): found is { label: string; field: string } => Boolean(found.field));
  const lists = Object.entries(schema).filter(([, field]) => field.kind === "array");
  const nothingToRefuse =
    !top && lists.length > 0 && lists.every(([key]) => Array.isArray(data[key]) && !data[key].length);
  return {
    ...base,
    file,
    ...(top ? { field: labelOf(top[1]) } : {}),
    ...(list ? { list } : {}),
    ...(nothingToRefuse ? { nothingToRefuse } : {}),
  };
}

const extensionOf = (stored: Stored) =>
  stored.format?.contentField ? ".md" : `.${stored.format?.data ?? "yaml"}`;

/** Every collection (its first entry by file name) and every singleton whose file exists in `root`. */
export function editorEntries(root: string): Entry[] {
  const { collections, singletons } = contentSchema([]) as unknown as Record<
    "collections" | "singletons",
    Record<string, Stored>
  >;
  const entries: Entry[] = [];
  for (const [key, stored] of Object.entries(collections)) {
    const folder = stored.path.replace(/\/\*$/, "");
    const extension = extensionOf(stored);
    const [first] = readdirSync(join(root, folder))
      .filter((name) => name.endsWith(extension))
      .sort();
    if (!first) continue;
    const slug = first.slice(0, -extension.length);
    const href = `/keystatic/collection/${key}/item/${slug}`;
    entries.push(
      describe(
        root,
        { kind: "collection", key, label: stored.label, href },
        `${folder}/${first}`,
        stored.schema,
      ),
    );
  }
  for (const [key, stored] of Object.entries(singletons)) {
    const file = `${stored.path}${extensionOf(stored)}`;
    if (!existsSync(join(root, file))) continue;
    const href = `/keystatic/singleton/${key}`;
    entries.push(describe(root, { kind: "singleton", key, label: stored.label, href }, file, stored.schema));
  }
  return entries;
}

/**
 * How an entry is drawn for a refused save: a collection or a singleton, a fixed page or not, with
 * a top-level field to refuse, a list item to refuse, or nothing to refuse (and so which field
 * carries the summary: the first text field, or one of its own before an entry of lists only).
 */
export const shapeOf = (entry: Entry) =>
  [
    entry.kind,
    entry.kind === "singleton" && isFixedPage(entry.key) ? "fixed page" : "",
    entry.field ? "field" : "",
    entry.list ? "list item" : "",
    entry.nothingToRefuse ? "nothing to refuse" : "",
  ]
    .filter(Boolean)
    .join(", ");

/** The first entry of each shape: what the browser shows the same way for every entry of it. */
export function oneEntryPerShape(entries: Entry[]): Entry[] {
  const shapes = new Map<string, Entry>();
  for (const entry of entries) {
    const shape = shapeOf(entry);
    if (!shapes.has(shape)) shapes.set(shape, entry);
  }
  return [...shapes.values()];
}

/** The number of collections and singletons the configuration has, to check none was left out. */
export function editorEntryCount(): number {
  const { collections, singletons } = contentSchema([]);
  return Object.keys(collections).length + Object.keys(singletons).length;
}
