/**
 * Names staff give pages and posts: one page per name, whatever its capitals, spacing or accents,
 * and only characters the site's social cards can draw (scripts/social-cards.tsx draws them in
 * Inter's Latin file, which has no emoji and no other scripts). The editor's name fields and the
 * build's cross-file check both read these.
 */

/**
 * The characters of Inter's Latin file (@fontsource/inter's unicode-range for it), control
 * characters left out: tests/unit/page-names.test.ts holds this to the font's own declaration.
 */
export const drawableRanges =
  "\\u0020-\\u007E\\u00A0-\\u00FF\\u0131\\u0152-\\u0153\\u02BB-\\u02BC\\u02C6\\u02DA\\u02DC\\u0304\\u0308\\u0329\\u2000-\\u206F\\u20AC\\u2122\\u2191\\u2193\\u2212\\u2215";
// Each character is matched alone (a code point), so a letter with its combining accent reads as two.
// eslint-disable-next-line no-misleading-character-class
const undrawable = new RegExp(`[^${drawableRanges}]`, "gu");

/** The characters of `text` the social card's font has no picture for, each once, such as 🚮. */
export function undrawableIn(text: string): string[] {
  return [...new Set(text.match(undrawable) ?? [])];
}

/** What a name with such characters is told. */
export const undrawableMessage = (label: string, characters: string[]) =>
  `${label} has ${characters.join(" ")}, which the site's social card cannot draw: use words and plain punctuation`;

/**
 * A name as visitors tell names apart: lower case, accents, punctuation and spacing dropped, so
 * "Wheelie Bins", "wheelie  bins" and "Wheelie-bins" are one name. It is also the file name a
 * new entry's name makes.
 */
export const nameKey = (name: string) => {
  let key = keys.get(name);
  if (key === undefined) {
    // Names typed in the editor add one each keystroke: the memory stays small.
    if (keys.size > 10_000) keys.clear();
    keys.set(name, (key = keyOf(name)));
  }
  return key;
};
// Every page's name is compared with every other's on each read of the content: each worked out once.
const keys = new Map<string, string>();
const keyOf = (name: string) =>
  name
    .toLowerCase()
    .trim()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9\s-]/g, " ")
    .trim()
    .replace(/[\s-]+/g, "-");

/** A page as the name and address checks see it. */
export interface NamedPage {
  file: string;
  name: string;
  path: string;
}

/** The page other than `file` that has `name` already (as nameKey reads it), if any. */
export const pageNamed = (pages: readonly NamedPage[], name: string, file?: string) =>
  pages.find((page) => page.file !== file && nameKey(page.name) === nameKey(name));

/** What a page whose name another page has is told. */
export const nameTaken = (name: string, other: NamedPage) =>
  `“${name.trim()}” is already the name of the page at ${other.path} (${other.file}): give each page its own name, whatever its capitals`;

/** What a page whose title or description in search results another page has is told. */
export const searchTextTaken = (field: "title" | "description", other: NamedPage) =>
  `“${other.name}” (${other.path}) has this ${field} already: two pages with one ${field} compete in search results; write one for this page`;

/** What a page whose address another page has is told. */
export const addressTaken = (path: string, other: NamedPage) =>
  `${path} is already the address of “${other.name}” (${other.file}): give this page its own address`;

/**
 * What a post whose title another post has is told: two posts of one title cannot be told apart
 * in the blog's lists, the feed or search results.
 */
export const postTitleTaken = (title: string, other: NamedPage) =>
  `“${title.trim()}” is already the title of the post at ${other.path} (${other.file}): give each post its own title, whatever its capitals`;

/** What a post whose address another post has is told (the other's title, when the editor knows it). */
export const postAddressTaken = (path: string, other?: NamedPage) =>
  `${path} is already the address of ${other ? `the post “${other.name}” (${other.file})` : "another post"}: give this post its own address`;
