import { allPosts } from "~/blog/catalogue.server";
import { readProblems } from "~/content/files.server";
import { content } from "~/content/index.server";
import type { ContentProblem } from "~/content/problems";
import { editorPlaces, fieldLabel, nameIn } from "./entries.server";

/** A problem of the content check as the editor shows it: which entry, with a link to it in the editor. */
export interface EditorProblem extends ContentProblem {
  /** The entry's name as staff know it (its name field), or the file when it names none. */
  entry: string;
  /** The entry in the editor, such as /keystatic/collection/wasteItems/item/coffee-pods-1. */
  href?: string;
  /** The field as the editor labels it, such as "Questions and answers, item 2, Answer". */
  fieldLabel?: string;
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
