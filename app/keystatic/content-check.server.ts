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
}

interface Stored {
  path: string;
  slugField?: string;
  format?: { data?: string; contentField?: string };
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
      href: (slug: string) => `/keystatic/collection/${key}/item/${encodeURIComponent(slug)}`,
    })),
    ...Object.entries(singletons).map(([key, stored]) => ({
      folder: `${stored.path}${extension(stored)}`,
      extension: "",
      nameField: "name",
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

/** The entry a problem's file is, named and linked for the editor's banner. */
export function editorProblem(problem: ContentProblem): EditorProblem {
  const { file } = problem;
  const place = editorPlaces().find(({ folder, extension }) =>
    extension === ""
      ? file === folder
      : file.startsWith(folder) && file.endsWith(extension) && !file.slice(folder.length).includes("/"),
  );
  if (!place) return { ...problem, entry: file };
  const slug = file.slice(place.folder.length, file.length - place.extension.length);
  return { ...problem, entry: nameIn(file, place.nameField) ?? file, href: place.href(slug) };
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
