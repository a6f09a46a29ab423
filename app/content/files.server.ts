import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import type { ContentFile } from "./load";
import { type ContentProblem, problemsOfError } from "./problems";

/**
 * The content folder, read from the working directory (the repository when the site is built or
 * served). The editor writes the same files, so in development a saved change shows on the next
 * request; a production server reads them once, since they change only with a new build.
 */
export const contentRoot = resolve("content");

function walk(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? walk(join(folder, entry.name)) : [join(folder, entry.name)]))
    .sort();
}

/**
 * Every content file: the pages, the company's facts and the blog's posts (which the blog's own
 * catalogue reads; the loader counts their addresses among the site's).
 */
export function readContentFiles(root = contentRoot): ContentFile[] {
  return walk(root)
    .filter((full) => !relative(root, full).startsWith("."))
    .map((full) => ({ file: `content/${relative(root, full)}`, text: readFileSync(full, "utf8") }));
}

// The size too: two saves within one tick of the file system's clock still differ.
const stampOf = (folder: string) =>
  walk(folder)
    .map((full) => {
      const { mtimeMs, size } = statSync(full);
      return `${full}:${mtimeMs}:${size}`;
    })
    .join("\n");

/**
 * Why the last read of each reader failed, by reader (several read one folder: the site's content
 * and the monthly e-mails both read content/); a reader leaves when it reads cleanly again.
 */
const failedReads = new Map<() => unknown, ContentProblem[]>();

/** The problems of every folder whose last read failed: what the development server shows staff. */
export const readProblems = (): ContentProblem[] => [...failedReads.values()].flat();

/**
 * Reads once and keeps the result; outside production, reads again when a file in the folder was
 * added, removed or saved since (looked at no more than every quarter second). When that reread
 * fails (a save broke a rule), the last good result stays: the development server keeps serving
 * the site while it shows staff the problem (readProblems). Production has no last good result to
 * keep: a failed read stops the build, naming each file and field.
 */
export function cachedUntilChanged<T>(folder: string, read: () => T): () => T {
  const live = process.env.NODE_ENV !== "production";
  let value: T | undefined;
  let stamp = "";
  let checkedAt = 0;
  return () => {
    if (value !== undefined && (!live || Date.now() - checkedAt < 250)) return value;
    checkedAt = Date.now();
    const now = live ? stampOf(folder) : "";
    if (value === undefined || now !== stamp) {
      stamp = now;
      try {
        value = read();
        failedReads.delete(read);
      } catch (error) {
        if (!live) throw error;
        failedReads.set(read, problemsOfError(error, relative(resolve(), folder)));
        if (value === undefined) throw error;
        console.error(`Keeping the last good content: ${(error as Error).message}`);
      }
    }
    return value;
  };
}
