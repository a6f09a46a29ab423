import { type FSWatcher, watch } from "node:fs";
import { allPosts } from "~/blog/catalogue.server";
import { contentRoot, readProblems } from "~/content/files.server";
import { content } from "~/content/index.server";
import type { ContentProblem } from "~/content/problems";
import { editorPlaces, nameIn } from "./entries.server";
import { fieldLabel } from "../content/schema/field-label";

/** A problem of the content check as the editor shows it: which entry, with a link to it in the editor. */
export interface EditorProblem extends ContentProblem {
  /** The entry's name as staff know it (its name field), or the file when it names none. */
  entry: string;
  /** The entry in the editor, such as /keystatic/collection/wasteItems/item/coffee-pods-1. */
  href?: string;
  /** The field as the editor labels it, such as "Questions and answers, item 2, Answer". */
  fieldLabel?: string;
}

/**
 * The entry a problem's file is, named and linked for the editor's banner; other files it names,
 * by name too. `texts` holds files a save would write, read before the disk.
 */
export function editorProblem(problem: ContentProblem, texts?: ReadonlyMap<string, string>): EditorProblem {
  const places = editorPlaces();
  const placeOf = (file: string) =>
    places.find(({ folder, extension }) =>
      extension === ""
        ? file === folder
        : file.startsWith(folder) && file.endsWith(extension) && !file.slice(folder.length).includes("/"),
    );
  // A file is the entry staff know: its name, or a singleton's label (the menu's file is "Menu").
  const entryName = (file: string) => {
    const place = placeOf(file);
    return nameIn(file, place?.nameField, texts) ?? (place?.extension === "" ? place.label : undefined);
  };
  // Another file a message names, with the field it names there: "“Wheelie bins”, Overview, item 1".
  const message = problem.message.replace(
    /(content\/[\w./-]+\.(?:yaml|json|md))\b(?: \(field "([^"]+)"\))?/g,
    (written: string, file: string, field: string | undefined) => {
      const name = entryName(file);
      if (!name) return written;
      const place = placeOf(file);
      return `“${name}”${field && place ? `, ${fieldLabel(place.fields, field)}` : ""}`;
    },
  );
  const place = placeOf(problem.file);
  if (!place) return { ...problem, message, entry: problem.file };
  const slug = problem.file.slice(place.folder.length, problem.file.length - place.extension.length);
  return {
    ...problem,
    message,
    entry: entryName(problem.file) ?? problem.file,
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
  return readProblems().map((problem) => editorProblem(problem));
}

/** Time for a save's files to settle before the check reads them: one save writes several. */
const SETTLE_MS = 300;

/**
 * The content check as server-sent events: its answer now, then again each time a file of the
 * content folder changes and the answer with it. The editor's list follows every save this way,
 * with nothing asked on a timer; the stream ends when the editor's page goes.
 */
export const contentCheckEvents = (signal: AbortSignal): Response =>
  folderEvents(signal, () => ({ problems: contentCheck() }));

/**
 * An answer about the content folder as server-sent events: now, then again each time a file of
 * the folder changes and the answer with it (the content check's list, the launch check's).
 */
export function folderEvents(signal: AbortSignal, answerNow: () => unknown): Response {
  const encoder = new TextEncoder();
  let watcher: FSWatcher | undefined;
  let settling: ReturnType<typeof setTimeout> | undefined;
  const end = () => {
    watcher?.close();
    clearTimeout(settling);
  };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let last = "";
      const send = () => {
        const answer = JSON.stringify(answerNow());
        if (answer === last) return;
        last = answer;
        controller.enqueue(encoder.encode(`data: ${answer}\n\n`));
      };
      send();
      watcher = watch(contentRoot, { recursive: true }, () => {
        clearTimeout(settling);
        settling = setTimeout(send, SETTLE_MS);
      });
      signal.addEventListener("abort", () => {
        end();
        controller.close();
      });
    },
    cancel: end,
  });
  return new Response(body, {
    headers: { "Content-Type": "text/event-stream", "Cache-Control": "no-store" },
  });
}
