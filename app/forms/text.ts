/**
 * Cleaning of everything a visitor types, before it is validated, stored or mailed. Control
 * characters could break a CSV export or a terminal, and bidirectional overrides can make text in
 * an email read differently from what it says, so both go; line breaks survive only in the message.
 */
const INVISIBLE = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;
const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/;

function cleanPiece(value: string): string {
  return value.replace(/\t/g, " ").replace(INVISIBLE, "");
}

/** A single-line field: line breaks and tabs become spaces, runs of spaces collapse. */
export function cleanLine(value: string): string {
  return value
    .normalize("NFC")
    .split(LINE_BREAK)
    .map(cleanPiece)
    .join(" ")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** A multi-line field: line breaks are kept as "\n", at most two blank lines in a row. */
export function cleanText(value: string): string {
  return value
    .normalize("NFC")
    .split(LINE_BREAK)
    .map((line) => cleanPiece(line).trimEnd())
    .join("\n")
    .replace(/\n{4,}/g, "\n\n\n")
    .trim();
}

/** Form values arrive as strings, Files (multipart) or not at all; only strings count. */
export function asText(value: unknown): string {
  return typeof value === "string" ? value : "";
}
