import { ContentError } from "./load";

/** One thing the content check refuses: the file, the field when the rule is about one, and why. */
export interface ContentProblem {
  /** Relative to the repository, such as content/finder/items/coffee-pods-1.yaml. */
  file: string;
  /** The field's path, such as name or sections.0.links.1.href; absent when the rule is about the whole file. */
  field?: string;
  message: string;
}

/** The check writes each problem as `file: field "name": why` (load.ts); the parts, for the editor's banner. */
const written = /^(\S[^:\n]*?): (?:field "([^"]+)": )?([\s\S]+)$/;

export function problemParts(text: string): ContentProblem {
  const [, file, field, message] = written.exec(text) ?? [];
  if (!file || !message) return { file: "content", message: text };
  return field ? { file, field, message } : { file, message };
}

/** The problems a failed read reports: every one the check listed, or the error itself, as the folder's. */
export function problemsOfError(error: unknown, folder: string): ContentProblem[] {
  if (error instanceof ContentError) return error.problems.map(problemParts);
  const message = error instanceof Error ? error.message : String(error);
  return [{ file: folder, message }];
}
