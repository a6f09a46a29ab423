export function caretRanges(range: string): number[][];
export function nodeVersionProblem(running: string, range: string): string | null;
