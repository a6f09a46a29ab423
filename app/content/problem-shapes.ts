/** One thing the content check refuses: the file, the field when the rule is about one, and why. */
export interface ContentProblem {
  /** Relative to the repository, such as content/finder/items/coffee-pods-1.yaml. */
  file: string;
  /** The field's path, such as name or sections.0.links.1.href; absent when the rule is about the whole file. */
  field?: string;
  message: string;
}

/**
 * The check writes each problem as `file: field "name": why` (load.ts); the parts, for the
 * editor's banner and for the rules its saves apply.
 */
const written = /^(\S[^:\n]*?): (?:field "([^"]+)": )?([\s\S]+)$/;

export function problemParts(text: string): ContentProblem {
  const [, file, field, message] = written.exec(text) ?? [];
  if (!file || !message) return { file: "content", message: text };
  return field ? { file, field, message } : { file, message };
}
