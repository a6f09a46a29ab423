import { type FSWatcher, readFileSync, readdirSync, watch } from "node:fs";
import { readFile, readdir } from "node:fs/promises";
import { contentRoot } from "~/content/files.server";
import { parseYaml, splitFrontMatter } from "~/content/yaml";
import { contentSchema } from "../content/schema";
import type { Field } from "../content/schema/field-label";

/**
 * Where each of the editor's collections and singletons keeps its files, and what staff call
 * each entry: its name field, read as the editor reads it. The content check's banner and the
 * editor's search by name both speak of entries this way.
 */

interface Stored {
  label: string;
  path: string;
  slugField?: string;
  format?: { data?: string; contentField?: string };
  schema: Record<string, Field>;
}

let places: ReturnType<typeof readPlaces> | undefined;

/**
 * Where each of the editor's collections and singletons keeps its files (app/content/schema).
 * Read once: the schema holds no content, and the banner asks at every check.
 */
export function editorPlaces() {
  return (places ??= readPlaces());
}

function readPlaces() {
  const { collections, singletons } = contentSchema([]) as unknown as Record<
    "collections" | "singletons",
    Record<string, Stored>
  >;
  const extension = (stored: Stored) =>
    stored.format?.contentField ? ".md" : `.${stored.format?.data ?? "yaml"}`;
  return [
    ...Object.entries(collections).map(([key, stored]) => ({
      label: stored.label,
      folder: stored.path.replace(/\*$/, ""),
      extension: extension(stored),
      nameField: stored.slugField,
      fields: stored.schema,
      href: (slug: string) => `/keystatic/collection/${key}/item/${encodeURIComponent(slug)}`,
    })),
    ...Object.entries(singletons).map(([key, stored]) => ({
      label: stored.label,
      folder: `${stored.path}${extension(stored)}`,
      extension: "",
      nameField: "name",
      fields: stored.schema,
      href: () => `/keystatic/singleton/${key}`,
    })),
  ];
}

/** The name a file's text gives its entry, read as the editor reads it; undefined when it cannot be read. */
function nameInText(file: string, text: string, field: string): string | undefined {
  try {
    const data = file.endsWith(".json")
      ? JSON.parse(text)
      : parseYaml(file.endsWith(".md") ? (splitFrontMatter(text)?.yaml ?? "") : text);
    const name = (data as Record<string, unknown> | null)?.[field];
    return typeof name === "string" && name.trim() ? name.trim() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The name a file gives its entry, read as the editor reads it; undefined when it cannot be read.
 * `texts` holds files not yet written (a save being checked), read before the disk.
 */
export function nameIn(
  file: string,
  field: string | undefined,
  texts?: ReadonlyMap<string, string>,
): string | undefined {
  if (!field) return undefined;
  try {
    return nameInText(file, texts?.get(file) ?? readFileSync(file, "utf8"), field);
  } catch {
    return undefined;
  }
}

/** An entry as staff know it: its name, what it is (the editor's label of its list) and its address in the editor. */
export interface NamedEntry {
  name: string;
  kind: string;
  href: string;
}

/** Every entry in the content folder, by name: what the editor's search by name looks through. */
export function namedEntries(): NamedEntry[] {
  return editorPlaces().flatMap((place) => {
    if (place.extension === "") {
      return [
        {
          name: nameIn(place.folder, place.nameField) ?? place.label,
          kind: place.label,
          href: place.href(""),
        },
      ];
    }
    let files: string[];
    try {
      files = readdirSync(place.folder).filter((file) => file.endsWith(place.extension));
    } catch {
      return [];
    }
    return files.map((file) => {
      const slug = file.slice(0, -place.extension.length);
      return {
        name: nameIn(`${place.folder}${file}`, place.nameField) ?? slug,
        kind: place.label,
        href: place.href(slug),
      };
    });
  });
}

/** The same name, read without holding up the server while the file is read. */
async function nameInFile(file: string, field: string | undefined): Promise<string | undefined> {
  if (!field) return undefined;
  const text = await readFile(file, "utf8").catch(() => undefined);
  return text === undefined ? undefined : nameInText(file, text, field);
}

async function readNamedEntries(): Promise<NamedEntry[]> {
  const lists = await Promise.all(
    editorPlaces().map(async (place): Promise<NamedEntry[]> => {
      if (place.extension === "") {
        const name = (await nameInFile(place.folder, place.nameField)) ?? place.label;
        return [{ name, kind: place.label, href: place.href("") }];
      }
      const files = await readdir(place.folder).catch(() => [] as string[]);
      return Promise.all(
        files
          .filter((file) => file.endsWith(place.extension))
          .map(async (file) => {
            const slug = file.slice(0, -place.extension.length);
            const name = (await nameInFile(`${place.folder}${file}`, place.nameField)) ?? slug;
            return { name, kind: place.label, href: place.href(slug) };
          }),
      );
    }),
  );
  return lists.flat();
}

let built: Promise<NamedEntry[]> | undefined;
let watcher: FSWatcher | "unwatched" | undefined;

/**
 * Forgets the list whenever a content file changes: in local mode the editor writes the working
 * tree; in GitHub mode the files change only with a deploy, which starts a new server.
 * Without a watch (a system that offers none), the list is read again on each call.
 */
function watchContent() {
  if (watcher) return;
  try {
    watcher = watch(contentRoot, { recursive: true, persistent: false }, () => (built = undefined));
    watcher.on("error", () => {
      watcher = "unwatched";
      built = undefined;
    });
  } catch {
    watcher = "unwatched";
  }
}

/**
 * Every entry by name, for the editor's search by name: read once per change of the content
 * files, not on each call, and with the files read asynchronously, so a burst of calls never
 * holds up the pages this server sends meanwhile.
 */
export function entryNames(): Promise<NamedEntry[]> {
  watchContent();
  if (watcher === "unwatched") return readNamedEntries();
  const list = (built ??= readNamedEntries());
  list.catch(() => {
    if (built === list) built = undefined;
  });
  return list;
}
