/**
 * How text becomes search terms, shared by the index (built on the server at build time) and the
 * queries (run on the server and in the browser): both sides must cut words the same way.
 */
const stopWords = new Set(
  "a an and are as at be by can do for from has have how i if in is it its me my of on or our so that the their them they this to up we what when where which who why will with you your".split(
    " ",
  ),
);

/** "e-waste" and "e-mail" are one word to a reader, so they are one term here. */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\be-(?=\p{L})/gu, "e")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A light plural stemmer: "bins" finds "bin" and "skips" finds "skip"; prefix search does the rest. */
export function processTerm(term: string): string | null {
  const word = term.toLowerCase();
  if (stopWords.has(word)) return null;
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The terms of a text, as the index sees them. */
export function termsOf(text: string): string[] {
  return tokenize(text)
    .map(processTerm)
    .filter((term): term is string => Boolean(term));
}

export interface WordSpan {
  start: number;
  end: number;
  terms: string[];
}

/** Each word of a text with its position, for marking matches without rewriting the text. */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu)) {
    spans.push({ start: match.index, end: match.index + match[0].length, terms: termsOf(match[0]) });
  }
  return spans;
}
