/**
 * A string without the runs of one character at its end or start, in one pass. The regular
 * expression `/x+$/` takes time that grows with the square of a long run that does not reach the
 * end, and these run on addresses a visitor or a setting can make as long as it likes.
 */
export function withoutTrailing(text: string, char: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === char) end -= 1;
  return text.slice(0, end);
}

export function withoutLeading(text: string, char: string): string {
  let start = 0;
  while (start < text.length && text[start] === char) start += 1;
  return text.slice(start);
}
