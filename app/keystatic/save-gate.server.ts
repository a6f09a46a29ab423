import { createHash } from "node:crypto";
import { parsePost } from "~/blog/catalogue.server";
import { readContentFiles } from "~/content/files.server";
import { type ContentFile, ContentError, loadContent } from "~/content/load";
import { problemParts } from "~/content/problems";
import { type EditorProblem, editorProblem } from "./content-check.server";

/**
 * The development editor's saves, checked before they are written: a save (or a delete) that
 * would give the content a problem it does not have now is refused, nothing is written, and staff
 * read each new problem in the editor's own notice, named by entry and field. This is every rule
 * the build runs, the rules across pages included (a menu name, a link to a page that would be
 * gone, a dated rule with no source), which no single field of the form can see.
 *
 * Keystatic's local storage sends each save to its own API as the files it would write
 * ({ additions: [{ path, contents }], deletions: [{ path }] }, contents in base64) and shows the
 * text of a refused answer in the entry's notice. That request is Keystatic's, not a published API:
 * decision 0010 lists it, and the editor's contract test fails if an upgrade changes it.
 */
export const SAVE_PATH = "/api/keystatic/update";

interface SaveRequest {
  additions: { path: string; contents: string }[];
  deletions: { path: string }[];
}

const isSave = (body: unknown): body is SaveRequest => {
  const { additions, deletions } = (body ?? {}) as Partial<SaveRequest>;
  return (
    Array.isArray(additions) &&
    Array.isArray(deletions) &&
    additions.every((file) => typeof file?.path === "string" && typeof file.contents === "string") &&
    deletions.every((file) => typeof file?.path === "string")
  );
};

/** Every problem the build would report for these files: the pages' rules, then each post's. */
export function problemsOfFiles(files: ContentFile[]): string[] {
  const problems: string[] = [];
  const collect = (read: () => unknown) => {
    try {
      read();
    } catch (error) {
      if (error instanceof ContentError) problems.push(...error.problems);
      else problems.push(`content: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  collect(() => loadContent(files));
  for (const { file, text } of files)
    if (file.startsWith("content/blog/") && file.endsWith(".md")) collect(() => parsePost(file, text));
  return problems;
}

/** The last two contents checked, by their fingerprint (contentKey), with their problems. */
const remembered = new Map<string, string[]>();

/** The content's files and the day: a source read or an authority held expires at midnight (UTC). */
function contentKey(files: ContentFile[], today: Date): string {
  const hash = createHash("sha256").update(today.toISOString().slice(0, 10));
  for (const { file, text } of files) hash.update(`${file.length}:${file}${text.length}:${text}`);
  return hash.digest("hex");
}

/**
 * problemsOfFiles, remembered for the last two contents checked. A save's content after it is the
 * next save's content before it once written, and a refused save leaves the content as it was, so
 * each save works the rules out once rather than twice (a quarter of a second on a laptop).
 */
export function problemsOfContent(files: ContentFile[], today = new Date()): string[] {
  const key = contentKey(files, today);
  const problems = remembered.get(key) ?? problemsOfFiles(files);
  remembered.delete(key);
  remembered.set(key, problems);
  for (const oldest of remembered.keys()) if (remembered.size > 2) remembered.delete(oldest);
  return problems;
}

/** The content folder as it would be after the save: its files written or removed (others are not content). */
function afterSave(before: ContentFile[], save: SaveRequest): ContentFile[] | undefined {
  const inContent = (path: string) => path.startsWith("content/");
  const touched = [...save.additions, ...save.deletions].some(({ path }) => inContent(path));
  if (!touched) return undefined;
  const files = new Map(before.map((file) => [file.file, file.text]));
  for (const { path } of save.deletions) files.delete(path);
  for (const { path, contents } of save.additions)
    if (inContent(path)) files.set(path, Buffer.from(contents, "base64").toString("utf8"));
  return [...files].map(([file, text]) => ({ file, text })).sort((a, b) => a.file.localeCompare(b.file));
}

/** Where a problem is, as staff read it: the entry by name, then the field by its label. */
const placeOf = (problem: EditorProblem) =>
  problem.fieldLabel ? `“${problem.entry}”, ${problem.fieldLabel}` : `“${problem.entry}”`;

/**
 * What the notice says: nothing was written, and every problem the change would bring. Problems
 * that say the same (every link to a page being deleted) are listed once, with each place.
 */
export function refusalText(problems: EditorProblem[], deleting = false): string {
  const byMessage = new Map<string, string[]>();
  for (const problem of problems) {
    const message = problem.message.replace(/\.?$/, ".");
    byMessage.set(message, [...(byMessage.get(message) ?? []), placeOf(problem)]);
  }
  const count = problems.length === 1 ? "this problem" : `these ${problems.length} problems`;
  const listed = [...byMessage]
    .map(([message, places], i) => `${i + 1}. ${places.join("; ")}: ${message}`)
    .join(" ");
  return `${deleting ? "Not deleted" : "Not saved"}: the change would stop the site from publishing, with ${count}. ${listed}`;
}

/**
 * The answer to a save that would bring new problems (422, the notice's text), or undefined to
 * let the editor write it. A request that is not a save as the editor sends one gets a 400.
 */
export async function refusedSave(request: Request, read = readContentFiles): Promise<Response | undefined> {
  let body: unknown;
  try {
    body = await request.clone().json();
  } catch {
    body = undefined;
  }
  const text = (status: number, message: string) =>
    new Response(message, {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  if (!isSave(body))
    return text(
      400,
      "Not saved: the editor sent a save this site cannot read. Reload the page and try again.",
    );
  const before = read();
  const after = afterSave(before, body);
  if (!after) return undefined;
  const known = new Set(problemsOfContent(before));
  const added = problemsOfContent(after).filter((problem) => !known.has(problem));
  if (!added.length) return undefined;
  const texts = new Map(after.map(({ file, text }) => [file, text]));
  const deleting = !body.additions.some(({ path }) => path.startsWith("content/"));
  return text(
    422,
    refusalText(
      added.map((problem) => editorProblem(problemParts(problem), texts)),
      deleting,
    ),
  );
}
