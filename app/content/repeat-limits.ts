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


/** Word 5-grams: two texts that share most of them are the same text with a few words swapped. */
export function fiveWordRuns(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
  return new Set(words.slice(0, -4).map((_, i) => words.slice(i, i + 5).join(" ")));
}

/** A page's five-word runs: each text's own, so that no run spans two of its texts. */
export const pageRuns = (texts: Iterable<string>): Set<string> =>
  new Set([...texts].flatMap((text) => [...fiveWordRuns(text)]));

/** City pages share less than a tenth of their five-word runs with any other city page. */
export const CITY_OVERLAP_MAX = 0.1;

/** The share of the shorter page's five-word runs that the other page has too. */
export function overlap(left: ReadonlySet<string>, right: ReadonlySet<string>): number {
  const shared = [...left].filter((run) => right.has(run)).length;
  return shared / Math.max(1, Math.min(left.size, right.size));
}

/**
 * Why a city page's wording as a whole is too much the first of `others`', or nothing: a tenth of
 * it spread over texts each under the share a single text may have. The build's check and the
 * editor's save alike.
 */
export function cityPageShared(runs: ReadonlySet<string>, others: Iterable<CityWords>): string | undefined {
  for (const other of others) {
    const share = overlap(runs, other.runs);
    if (share >= CITY_OVERLAP_MAX)
      return (
        `shares ${Math.round(share * 100)}% of its wording with “${other.name}” (${other.path}); ` +
        `a city page shares less than ${CITY_OVERLAP_MAX * 100}% with any other: write more of this city's own`
      );
  }
  return undefined;
}

/** The share of `runs` that `other` has too. */
const sharedShare = (runs: ReadonlySet<string>, other: ReadonlySet<string>) =>
  [...runs].filter((run) => other.has(run)).length / Math.max(1, runs.size);

/**
 * A city page's text this much of whose five-word runs another city page has is that page's
 * words with a few changed (the city's name, a suburb). Texts with fewer runs than the minimum
 * are not measured: a short phrase may recur. A page's statements are not measured: two pages of
 * one state state the same rule as its source does.
 */
const CITY_TEXT_SHARE_MAX = 0.3;
const CITY_TEXT_RUNS_MIN = 10;
export const notCityWords = new Set([...notProse, "regulation"]);

/** A city page as a text of another is measured against it: its name, address and five-word runs. */
export interface CityWords {
  name: string;
  path: string;
  runs: ReadonlySet<string>;
}

/**
 * Why a text of a city page is the first of `others`' words with a few changed, or nothing: the
 * build's check and the editor's field alike.
 */
export function cityTextCopied(text: string, others: Iterable<CityWords>): string | undefined {
  const runs = fiveWordRuns(text);
  if (runs.size < CITY_TEXT_RUNS_MIN) return undefined;
  for (const other of others) {
    const share = sharedShare(runs, other.runs);
    if (share >= CITY_TEXT_SHARE_MAX)
      return `${Math.round(share * 100)}% of its wording is “${other.name}” (${other.path})'s with a few words changed: write this city's own`;
  }
  return undefined;
}
