import { type AustralianState, type RegulatedActivity, regulatedActivities, regulatedStreams, stateName } from "./authority-shapes";
import type { Register } from "./register";
import { inForce } from "./regulated";

/**
 * The rules that read a page's words against what it declares, the register and the finder:
 * a page that names a regulated stream declares that work; the company speaks as the doer of a
 * page's regulated work only where the register holds its own authority for it; and no page offers
 * what the finder says the company does not take. Each is a representation about the company's
 * own services (Australian Consumer Law s18, s29), so each is refused before it is published.
 */

/** A page as these rules read it: its file, its declared work and every text of its own words. */
export interface OfferedPage {
  file: string;
  /** The page's name: on a page about a regulated stream ("Waste oil"), "we collect it" is carrying. */
  name?: string;
  regulatedWork: readonly { activity: RegulatedActivity; states: readonly AustralianState[] }[];
  texts: string[];
}

/** Fields that are not the page's own words: addresses, links, citations, and its declarations. */
const notWords = new Set(["path", "related", "industries", "services", "keywords", "sources", "regulatedWork", "icon"]);

/** Every text of a page's words, in field order. */
export function wordsOf(value: unknown): string[] {
  if (typeof value === "string") return value.startsWith("/") ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(wordsOf);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => (notWords.has(key) ? [] : wordsOf(item)));
  return [];
}

/** Sentences and list items: what a reader takes as one statement. */
const statementsOf = (texts: string[]) =>
  texts.flatMap((text) => text.split(/(?<=[.!?;])\s+|\n+/)).map((sentence) => sentence.trim()).filter(Boolean);

/** A question asks; a statement that says the company does not do something is no offer of it. */
const refusal = /\b(?:not|never|no|don't|doesn't|won't|cannot|can't|except|excluding|other than|instead of|rather than|leave out|keep out)\b/i;

/** A name as words, singular or plural, and not naming a business ("tyre shops"). */
const asWords = (phrase: string) =>
  new RegExp(`\\b${phrase.replace(/\s+/g, "[\\s-]+")}s?\\b(?!\\s(?:shops?|retailers?|stores?|dealers?|recyclers?))`, "i");

/** The regulated streams a page offers: named in a statement that does not refuse it. */
const offers = (texts: string[]) =>
  statementsOf(texts).filter((statement) => !refusal.test(statement) && !statement.endsWith("?"));

export function streamsOffered(page: OfferedPage) {
  const statements = offers(page.texts);
  return regulatedStreams.flatMap((stream) => {
    const offered = statements.find((statement) => stream.words.some((word) => asWords(word).test(statement)));
    return offered ? [{ stream, statement: offered }] : [];
  });
}

/**
 * Each stream a page offers without declaring its work in at least one state. A page whose
 * template has no field for it (`"none"`) can only leave the offer to the pages that declare it.
 */
export function undeclaredStreams(page: OfferedPage, field: "declared" | "none" = "declared"): string[] {
  return streamsOffered(page).flatMap(({ stream, statement }) =>
    page.regulatedWork.some((work) => work.activity === stream.activity && work.states.length)
      ? []
      : [
          `${page.file}: the page offers ${stream.name} ("${statement.slice(0, 80)}")${
            field === "none"
              ? ", but this kind of page cannot say who does regulated work: leave the offer to the service or waste page that does, and link to it"
              : ` but does not declare it: under "Regulated work this page offers", add "${label(stream.activity)}" with the states the page offers it in`
          }`,
        ],
  );
}

const label = (activity: RegulatedActivity) => regulatedActivities.find((known) => known.value === activity)!.label;

/**
 * The company's own voice as the doer of regulated work: its tanker, driver, operator, crew or
 * technician, or "we" with a verb of the work. Such a sentence is true only where the company holds
 * the authority itself; elsewhere the page describes the arrangement ("the carrier's tanker").
 */
export const doerVoice =
  /\b(?:[Oo]ur|\{(?:name|shortName)\}(?:'s|’s))\s(?:[\w-]+\s){0,2}?(?:tankers?|drivers?|operators?|crews?|technicians?)\b|\b[Ww]e(?:'ll|’ll| will| can| then| also)?\s(?:pump(?:s|ed)?|carry|carries|transport|haul|treat|dispose|destroy|incinerate|install|plumb|spray|fumigate|bait)\b/;

/**
 * "We" collecting or taking away is the company's everyday work with bins, and carrying only when
 * the same statement, or the page's name, names a regulated stream ("we collect waste oil from your
 * tank"; "we collect it" on the waste oil page).
 */
const weCollect =
  /\b[Ww]e(?:'ll|’ll| will| can| then| also)?\s(?:collect|remove|pick up|take away|empty|empties|clear|pump out)\b/;
const carriedStream = (statement: string) =>
  regulatedStreams.some(
    (stream) => stream.activity === "carry" && stream.words.some((word) => asWords(word).test(statement)),
  );
const doerIn = (statement: string, aboutCarriedStream: boolean) =>
  doerVoice.exec(statement) ?? (aboutCarriedStream || carriedStream(statement) ? weCollect.exec(statement) : null);

/** The declared work a page offers that the register does not cover by the company's own authority. */
export function workNotOwn(page: OfferedPage, register: Register, today?: string) {
  return page.regulatedWork.flatMap((work) =>
    work.states
      .filter(
        (state) =>
          !register.authorities.some(
            (own) => own.activity === work.activity && own.states.includes(state) && inForce(own, today),
          ),
      )
      .map((state) => ({ activity: work.activity, state })),
  );
}

/** Each sentence in the company's voice as the doer of work the register does not hold for it. */
export function doerWithoutAuthority(page: OfferedPage, register: Register, today?: string): string[] {
  const uncovered = workNotOwn(page, register, today);
  if (!uncovered.length) return [];
  const [first] = uncovered;
  const aboutCarriedStream = carriedStream(page.name ?? "");
  // A question is the customer's voice ("How do we dispose of old lab chemicals?").
  return statementsOf(page.texts).flatMap((statement) => {
    const found = !statement.endsWith("?") && doerIn(statement, aboutCarriedStream);
    return found
      ? [
          `${page.file}: "${found[0]}" has the company itself doing the page's regulated work, but the register holds no authority of its own for ${label(first!.activity).toLowerCase()} in ${stateName(first!.state)}: describe the arrangement instead ("the carrier's tanker pumps the trap"), as the section on who does the regulated work does`,
        ]
      : [];
  });
}

/** A finder item the company does not take, by its name and other names. */
export interface NotTaken {
  name: string;
  aliases: string[];
}

/** The company's voice: what the page says the company does. */
const ownVoice = /\b(?:[Ww]e|[Oo]ur|[Uu]s)\b/;
/** A list item ("Tyre collection for recycling"): a text with no sentence in it is an offer too. */
const listItem = (text: string) => !/[.!?]/.test(text);

/** Each page statement in the company's voice, or list item, that offers what the finder says it does not take. */
export function finderContradictions(page: OfferedPage, notTaken: NotTaken[]): string[] {
  const statements = [...page.texts.filter(listItem), ...offers(page.texts).filter((statement) => ownVoice.test(statement))];
  return notTaken.flatMap((item) => {
    const names = [item.name, ...item.aliases].map((name) => name.toLowerCase().replace(/s$/, ""));
    const offered = statements.find((statement) => names.some((name) => asWords(name).test(statement)));
    return offered
      ? [`${page.file}: "${offered.slice(0, 80)}" offers what the finder's answer for ${item.name} says the company does not take: take it out, or change the finder's answer`]
      : [];
  });
}
