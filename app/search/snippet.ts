import { termsOf, wordSpans } from "./tokens";

/** A piece of a snippet; `mark` pieces are the words that matched. Rendered as text, never as HTML. */
export interface Segment {
  text: string;
  mark?: boolean;
}

const WINDOW_WORDS = 28;

/**
 * The part of `text` around the best cluster of matched words, cut on word boundaries, with the
 * matched words marked. `matched` are index terms (as in MiniSearch's result.terms).
 */
export function snippet(text: string, matched: Iterable<string>): Segment[] {
  const wanted = new Set([...matched].flatMap((term) => termsOf(term)));
  const words = wordSpans(text);
  if (words.length === 0) return [];
  const hits = words.map((word) => word.terms.some((term) => wanted.has(term)));
  let bestStart = 0;
  let bestScore = -1;
  for (let start = 0; start < words.length; start += 1) {
    if (start > 0 && !hits[start]) continue;
    const seen = new Set<string>();
    let count = 0;
    for (let i = start; i < Math.min(words.length, start + WINDOW_WORDS); i += 1) {
      if (!hits[i]) continue;
      count += 1;
      for (const term of words[i]!.terms) seen.add(term);
    }
    const score = seen.size * 10 + count;
    if (score > bestScore) [bestStart, bestScore] = [Math.max(0, start - 4), score];
  }
  const last = Math.min(words.length, bestStart + WINDOW_WORDS) - 1;
  const from = bestStart === 0 ? 0 : words[bestStart]!.start;
  const to = last === words.length - 1 ? text.length : words[last]!.end;
  const segments: Segment[] = [];
  let cursor = from;
  for (let i = bestStart; i <= last; i += 1) {
    if (!hits[i]) continue;
    const word = words[i]!;
    if (word.start > cursor) segments.push({ text: text.slice(cursor, word.start) });
    segments.push({ text: text.slice(word.start, word.end), mark: true });
    cursor = word.end;
  }
  if (to > cursor) segments.push({ text: text.slice(cursor, to) });
  if (from > 0) segments.unshift({ text: "… " });
  if (to < text.length) segments.push({ text: " …" });
  return segments;
}
