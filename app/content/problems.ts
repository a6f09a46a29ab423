import { ContentError } from "./load";
import { type ContentProblem, problemParts } from "./problem-shapes";

export { type ContentProblem, problemParts };

/** The problems a failed read reports: every one the check listed, or the error itself, as the folder's. */
export function problemsOfError(error: unknown, folder: string): ContentProblem[] {
  if (error instanceof ContentError) return error.problems.map(problemParts);
  const message = error instanceof Error ? error.message : String(error);
  return [{ file: folder, message }];
}
