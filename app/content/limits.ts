import { anyClaim, claimsHint } from "./claims";
import { contentTokenNames } from "./tokens";

/**
 * The limits a content file is held to, written once. The editor's fields (app/content/schema)
 * carry them as their own validations, so the editor refuses a value that breaks one before a
 * save; the build reads every file through those same fields (app/content/fields.ts), and the
 * tests read these numbers rather than their own.
 */
export const pageLimits = {
  /**
   * A page's name: its heading, its card's heading and its social card's title. 70 characters
   * fit three lines of the social card's smallest title and a phone's heading in four.
   */
  nameMax: 70,
  /** The page part of the title; the site adds " | Saltbush". */
  titleMax: 60,
  /** Search results show about this much; the description is also the page's card summary. */
  descriptionMin: 70,
  descriptionMax: 160,
  /** Questions and answers on a topic or city page. */
  questionsMin: 4,
  /** Links to related pages at the foot of each topic, city and hub page. */
  relatedMin: 3,
  /** The sentence or two under a topic, city or hub page's heading. */
  leadWords: 20,
  /** Each paragraph of a topic, city or hub page's overview, introduction, compliance or guidance. */
  paragraphWords: 12,
  /** Paragraphs in a topic or hub page's overview and a city page's introduction. */
  overviewParagraphsMin: 2,
  /** Each answer to a question. */
  answerWords: 10,
  /** "What affects the price", on service, waste-stream and material pages: its paragraphs. */
  priceParagraphsMin: 2,
  priceParagraphWords: 30,
} as const;

/** Blog posts: the front matter, and the least words of the post itself. */
export const postLimits = {
  titleMin: 10,
  titleMax: 70,
  descriptionMin: 70,
  descriptionMax: 160,
  bodyWords: 600,
} as const;

/** Words of prose, as a reader would count them: runs between spaces with a letter or digit in them. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** What the editor and the build say of a post too short to publish. */
export const postTooShort = (words: number) =>
  `The post has ${words} word${words === 1 ? "" : "s"}; a post needs at least ${postLimits.bodyWords}`;

/**
 * A {word} the site does not fill in, which would reach the page exactly as typed. `blanks` are
 * the words a template fills in one field only, such as {page} in "Explore {page}".
 */
const unknownToken = (blanks: readonly string[] = []) =>
  String.raw`(?![\s\S]*\{(?!(?:${[...contentTokenNames, ...blanks].join("|")})\})\w+\})`;

/** Placeholder words and unknown {tokens}, which must never reach a page. */
const noPlaceholderBut = (blanks: readonly string[] = []) =>
  String.raw`(?![\s\S]*\b(?:[Ll]orem [Ii]psum|[Cc]oming [Ss]oon|TODO|TBD)\b)${unknownToken(blanks)}`;
const noPlaceholder = noPlaceholderBut();

/**
 * ...and no claim the company's register must support (app/content/claims.ts): every field of the
 * site's own words refuses both. A citation's title and the register's own entries are exempt,
 * since they are the regulator's words and the claims themselves.
 */
const placeholder = String.raw`${noPlaceholder}(?![\s\S]*(?:${anyClaim}))`;

/** Any text with no placeholder in it: the least every field of words written for a page asks. */
export const writtenText = new RegExp(String.raw`^${placeholder}[\s\S]*$`);

/**
 * Words a template shares across its pages, with the blanks it fills for each page (the page's
 * name, a search's words), such as "Explore {page}": no other {word}, no placeholder, no claim.
 */
export const writtenWithBlanks = (blanks: readonly string[]) =>
  new RegExp(String.raw`^${noPlaceholderBut(blanks)}(?![\s\S]*(?:${anyClaim}))[\s\S]*$`);

/** A citation or a register entry: no placeholder, but the words of a licence are its point. */
export const citedText = new RegExp(String.raw`^${noPlaceholder}[\s\S]*$`);
export const citedMessage = `No placeholder text, and no {word} in braces other than ${contentTokenNames.map((name) => `{${name}}`).join(", ")}`;

/** What a field says when it finds a placeholder or a claim. */
export const placeholderMessage = `${citedMessage}; ${claimsHint}`;

/** An empty description (a page that uses the site's default), or one of the allowed length. */
export const optionalDescription = new RegExp(
  `^(?:|${placeholder}[\\s\\S]{${pageLimits.descriptionMin},})$`,
);

/** A page's address: "/" or lower-case words joined by hyphens, such as /services/wheelie-bins. */
export const sitePathPattern = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;

/** Another organisation's page: https only, no spaces. */
export const httpsPattern = /^https:\/\/(?:[^\s/?#.]+\.)+[^\s/?#.]+\.?(?:[/?#]\S*)?$/;

/** Either a page of this site or another organisation's https page. */
export const linkPattern = new RegExp(`${sitePathPattern.source}|${httpsPattern.source}`);

/** A month written YYYY-MM: a published terms version's own address. */
export const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

export const emailPattern = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]+$/;

/**
 * Prose of at least `words` words (runs of letters, digits or punctuation between spaces), with no
 * placeholder text. A pattern, so the editor shows its message under the field as it is typed.
 */
export const proseOf = (words: number) =>
  new RegExp(String.raw`^${placeholder}\s*(?:\S+\s+){${words - 1}}\S[\s\S]*$`);

/** Price paragraphs state what moves the cost, never an amount: a price is as set out in the quote. */
export const priceProse = new RegExp(
  String.raw`^(?![\s\S]*(?:\$\s?\d|\d+\s?(?:[Dd]ollars?|[Cc]ents?)|[Pp]er ?cent|%))` +
    proseOf(pageLimits.priceParagraphWords).source.slice(1),
);

/**
 * Documents (the policies and the plain-English terms) name no price either: a dollar figure is
 * allowed only as the law's own threshold, written in millions.
 */
export const documentProse = new RegExp(
  String.raw`^${placeholder}(?![\s\S]*\$\s?\d(?![\d.,]*\s?million))[\s\S]*\S[\s\S]*$`,
);
