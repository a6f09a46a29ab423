import { readFileSync } from "node:fs";
import { allPosts } from "~/blog/catalogue.server";
import { readProblems } from "~/content/files.server";
import { content } from "~/content/index.server";
import type { ContentProblem } from "~/content/problems";
import { parseYaml, splitFrontMatter } from "~/content/yaml";
import { contentSchema } from "./schema";

/** A problem of the content check as the editor shows it: which entry, with a link to it in the editor. */
export interface EditorProblem extends ContentProblem {
  /** The entry's name as staff know it (its name field), or the file when it names none. */
  entry: string;
  /** The entry in the editor, such as /keystatic/collection/wasteItems/item/coffee-pods-1. */
  href?: string;
  /** The field as the editor labels it, such as "Questions and answers, item 2, Answer". */
  fieldLabel?: string;
}

/** What the content check needs of Keystatic's fields: their labels, and what each holds. */
interface Field {
  kind: string;
  label?: string;
  fields?: Record<string, Field>;
  element?: Field;
  discriminant?: Field;
  values?: Record<string, Field>;
}

interface Stored {
  path: string;
  slugField?: string;
  format?: { data?: string; contentField?: string };
  schema: Record<string, Field>;
}

/** A field's path, such as faqs.1.answer, in the editor's words: its labels, and items counted from one. */
function fieldLabel(fields: Record<string, Field>, path: string): string {
  const words: string[] = [];
  let here: Field | undefined = { kind: "object", fields };
  for (const step of path.split(".")) {
    if (here?.kind === "array" && /^\d+$/.test(step)) {
      words.push(`item ${Number(step) + 1}`);
      here = here.element;
    } else if (here?.kind === "conditional") {
      // A template's choice, or the fields of whichever template the page has.
      const choices: Field[] = Object.values(here.values ?? {});
      here =
        step === "discriminant"
          ? here.discriminant
          : { kind: "object", fields: Object.assign({}, ...choices.map((choice) => choice.fields ?? {})) };
      if (step === "discriminant") words.push(here?.label ?? step);
    } else {
      here = here?.kind === "object" ? here.fields?.[step] : undefined;
      // A page's template holds its fields without a label of its own: its choice and fields say it.
      if (here?.kind !== "conditional" || here.label) words.push(here?.label ?? step);
    }
  }
  return words.join(", ");
}

/** Where each of the editor's collections and singletons keeps its files (app/keystatic/schema). */
function editorPlaces() {
  const { collections, singletons } = contentSchema([]) as unknown as Record<
    "collections" | "singletons",
    Record<string, Stored>
  >;
  const extension = (stored: Stored) =>
    stored.format?.contentField ? ".md" : `.${stored.format?.data ?? "yaml"}`;
  return [
    ...Object.entries(collections).map(([key, stored]) => ({
      folder: stored.path.replace(/\*$/, ""),
      extension: extension(stored),
      nameField: stored.slugField,
      fields: stored.schema,
      href: (slug: string) => `/keystatic/collection/${key}/item/${encodeURIComponent(slug)}`,
    })),
    ...Object.entries(singletons).map(([key, stored]) => ({
      folder: `${stored.path}${extension(stored)}`,
      extension: "",
      nameField: "name",
      fields: stored.schema,
      href: () => `/keystatic/singleton/${key}`,
    })),
  ];
}

/** The name a file gives its entry, read as the editor reads it; undefined when it cannot be read. */
function nameIn(file: string, field: string | undefined): string | undefined {
  if (!field) return undefined;
  try {
    const text = readFileSync(file, "utf8");
    const data = file.endsWith(".json")
      ? JSON.parse(text)
      : parseYaml(file.endsWith(".md") ? (splitFrontMatter(text)?.yaml ?? "") : text);
    const name = (data as Record<string, unknown> | null)?.[field];
    return typeof name === "string" && name.trim() ? name.trim() : undefined;
  } catch {
    return undefined;
  }
}

/** The entry a problem's file is, named and linked for the editor's banner; other files it names, by name too. */
export function editorProblem(problem: ContentProblem): EditorProblem {
  const places = editorPlaces();
  const placeOf = (file: string) =>
    places.find(({ folder, extension }) =>
      extension === ""
        ? file === folder
        : file.startsWith(folder) && file.endsWith(extension) && !file.slice(folder.length).includes("/"),
    );
  const message = problem.message.replace(/content\/[\w./-]+\.(?:yaml|json|md)\b/g, (file) => {
    const name = nameIn(file, placeOf(file)?.nameField);
    return name ? `“${name}”` : file;
  });
  const place = placeOf(problem.file);
  if (!place) return { ...problem, message, entry: problem.file };
  const slug = problem.file.slice(place.folder.length, problem.file.length - place.extension.length);
  return {
    ...problem,
    message,
    entry: nameIn(problem.file, place.nameField) ?? problem.file,
    href: place.href(slug),
    ...(problem.field ? { fieldLabel: fieldLabel(place.fields, problem.field) } : {}),
  };
}

/**
 * The content check as the development server last ran it: the same loader that serves the pages
 * and that the build runs, read again if a file changed since. Empty when the content passes.
 */
export function contentCheck(): EditorProblem[] {
  for (const read of [content, allPosts]) {
    try {
      read();
    } catch {
      // A first read that fails has no good content to keep; its problems are in readProblems.
    }
  }
  return readProblems().map(editorProblem);
}
