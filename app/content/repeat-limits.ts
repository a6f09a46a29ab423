import { pageLimits } from "./limits";

/**
 * What a page's own words are, for the rule that each page's paragraphs and price sentences are
 * its own: the build's check across pages (repeats.ts) and the editor's fields read them alike.
 */

/** A paragraph this long is the page's own: shorter texts (a step's title, a list item) may recur. */
export const PARAGRAPH_WORDS = pageLimits.paragraphWords;
/** Fields that are not the page's prose: metadata, links, and sources (citations). */
export const notProse = new Set(["name", "title", "description", "keywords", "path", "related", "industries", "services", "sources"]);

/** Every text of a page's words with its field, such as overview.1. */
export function proseFields(value: unknown, field = ""): [field: string, text: string][] {
  if (typeof value === "string") return value.startsWith("/") ? [] : [[field, value]];
  const at = (key: string | number) => (field ? `${field}.${key}` : String(key));
  if (Array.isArray(value)) return value.flatMap((item, index) => proseFields(item, at(index)));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => (notProse.has(key) ? [] : proseFields(item, at(key))));
  return [];
}

export const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

