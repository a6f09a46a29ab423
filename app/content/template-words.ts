import type { Blank } from "./template-limits";

/**
 * The words a template shares across every page it shows, kept in content/template-words/ so
 * staff edit them like any page's words; the template fills their blanks (./template-limits.ts).
 */
/** Fills a template's blanks with this page's values; the company's tokens are filled already. */
export function fillBlanks(text: string, values: Partial<Record<Blank, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key as Blank] ?? whole);
}

/** A sentence whose words link to pages of the site: each link's words appear in the sentence. */
export interface LinkedWords {
  text: string;
  links: { label: string; path: string }[];
}

const isLinkedWords = (value: unknown): value is LinkedWords =>
  Boolean(value) &&
  typeof (value as LinkedWords).text === "string" &&
  Array.isArray((value as LinkedWords).links);

/**
 * Every link in a file whose words its sentence does not contain: the page shows the sentence
 * without that link. A reminder in the content report, not a problem: the editor cannot compare two
 * fields of one entry, and a save it accepts must build.
 */
export function linkedWordsProblems(file: string, value: unknown, field = ""): string[] {
  if (isLinkedWords(value))
    return value.links.flatMap((link, i) =>
      value.text.includes(link.label)
        ? []
        : [`${file}: field "${field}.links.${i}.label": "${link.label}" is not in the sentence above it`],
    );
  if (Array.isArray(value)) return value.flatMap((item, i) => linkedWordsProblems(file, item, `${field}.${i}`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) =>
      linkedWordsProblems(file, item, field ? `${field}.${key}` : key),
    );
  return [];
}
