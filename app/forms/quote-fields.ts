import type { AreaTable, BinChoice } from "~/content/finder-shapes";
import { streams } from "~/tools/bin-helper";
import { asText } from "./text";

/**
 * The quote request's fields, steps and choices: plain data the steps render from. The rules that
 * check them (and Zod) live in quote.ts, loaded in the browser only once the visitor starts.
 */
export const QUOTE_STEPS = [
  { id: "what", title: "What you need" },
  { id: "amount", title: "How much" },
  { id: "where", title: "Where" },
  { id: "who", title: "When and who" },
] as const;
export type QuoteStep = (typeof QUOTE_STEPS)[number]["id"];
export const LAST_STEP = QUOTE_STEPS.length - 1;
/** Each step's number, from its place in QUOTE_STEPS: the order is written only there. */
export const STEP = Object.fromEntries(QUOTE_STEPS.map((step, index) => [step.id, index])) as Record<
  QuoteStep,
  number
>;

/** A quote for a service, or a waste audit (the same steps, bins optional). */
export const QUOTE_KINDS = ["quote", "audit"] as const;
export type QuoteKind = (typeof QUOTE_KINDS)[number];
export const AUDIT_SERVICE = "waste-audits-waste-assessments";

export const STREAM_CHOICES = Object.entries(streams).map(([value, label]) => ({ value, label }));

/**
 * What the quote's choices and checks read from the content (content/finder/), sent as the quote
 * page's route data: every bin (the bin helper's answers become rows of them) and the service areas.
 */
export interface QuoteTables {
  bins: BinChoice[];
  areas: AreaTable;
}

/** Bins a visitor can ask for; the compactor and hook lift sizes need a site visit, not a count. */
export const binSizeChoices = (bins: readonly BinChoice[]) =>
  bins
    .filter((bin) => bin.family === "wheelie" || bin.family === "frontLift" || bin.family === "skip")
    .map((bin) => ({ value: bin.id, label: bin.name }));

export const FREQUENCIES = [
  { value: "daily", label: "Every day" },
  { value: "3-weekly", label: "Three times a week" },
  { value: "2-weekly", label: "Twice a week" },
  { value: "weekly", label: "Once a week" },
  { value: "fortnightly", label: "Once a fortnight" },
  { value: "on-call", label: "When we call for it" },
  { value: "one-off", label: "Once (a one-off job)" },
] as const;

/** How the visitor wants the answer: a call in a window of the day, or an email. */
export const REPLY_CHOICES = [
  { value: "call-morning", label: "Call me in the morning (7 am to 12 pm)" },
  { value: "call-afternoon", label: "Call me in the afternoon (12 pm to 5 pm)" },
  { value: "email", label: "Email me" },
] as const;
export type ReplyChoice = (typeof REPLY_CHOICES)[number]["value"];

/** Rows of bins the form offers at most; a visitor adds them one by one. */
export const MAX_BIN_ROWS = 6;

/** The quote's own fields; the contact details share the enquiry's limits (ENQUIRY_LIMITS). */
export const QUOTE_LIMITS = {
  place: 40,
  notes: 2000,
  count: 50,
} as const;

export interface BinRowInput {
  stream: string;
  size: string;
  count: string;
  frequency: string;
}

/** Everything the form posts, as text, to check and to show again. */
export interface QuoteInput {
  kind: string;
  service: string;
  audience: string;
  streams: string[];
  rows: BinRowInput[];
  unsure: boolean;
  place: string;
  start: string;
  name: string;
  email: string;
  phone: string;
  business: string;
  reply: string;
  notes: string;
  privacy: boolean;
}

export const rowField = (index: number, part: keyof BinRowInput) => `bin${index + 1}_${part}`;
export const streamField = (stream: string) => `stream_${stream}`;

const ticked = (value: unknown) => ["on", "yes", "true"].includes(asText(value));

export const blankRow = (): BinRowInput => ({ stream: "", size: "", count: "", frequency: "" });
export const isBlankRow = (row: BinRowInput) => !row.size && !row.count && !row.frequency && !row.stream;

/** How many bin rows the form shows: the posted count, within bounds. */
export function rowCount(form: { get(name: string): unknown }): number {
  const asked = Number.parseInt(asText(form.get("rows")), 10);
  return Number.isFinite(asked) ? Math.min(Math.max(asked, 1), MAX_BIN_ROWS) : 1;
}

/** Reads the quote's fields from a form (or anything with a `get`), ignoring every other key. */
export function quoteInput(form: { get(name: string): unknown }): QuoteInput {
  const text = (name: string) => asText(form.get(name));
  const rows = Array.from({ length: rowCount(form) }, (_, index) => ({
    stream: text(rowField(index, "stream")),
    size: text(rowField(index, "size")),
    count: text(rowField(index, "count")),
    frequency: text(rowField(index, "frequency")),
  }));
  return {
    kind: text("kind"),
    service: text("service"),
    audience: text("audience"),
    streams: STREAM_CHOICES.filter((choice) => ticked(form.get(streamField(choice.value)))).map(
      (choice) => choice.value,
    ),
    rows,
    unsure: ticked(form.get("unsure")),
    place: text("place"),
    start: text("start"),
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    business: text("business"),
    reply: text("reply"),
    notes: text("notes"),
    privacy: ticked(form.get("privacy")),
  };
}

/** One message per field name (as the form names it: "service", "bin2_count", "privacy"). */
export type QuoteErrors = Record<string, string>;

/** What the quote page shows: the step, the visitor's answers so far, and what to fix. */
export interface QuoteState {
  step: number;
  values: QuoteInput;
  errors: QuoteErrors;
  /** A problem with the whole request (spam check, rate limit, outage). */
  formError?: string;
  /** The service-area answer for the place given, once it was checked. */
  area?: import("~/tools/service-area").AreaAnswer;
}

export function emptyInput(kind: QuoteKind = "quote"): QuoteInput {
  return {
    kind,
    service: kind === "audit" ? AUDIT_SERVICE : "",
    audience: "",
    streams: [],
    rows: [blankRow()],
    unsure: false,
    place: "",
    start: "",
    name: "",
    email: "",
    phone: "",
    business: "",
    reply: "",
    notes: "",
    privacy: false,
  };
}

export const labelOf = (choices: readonly { value: string; label: string }[], value: string) =>
  choices.find((choice) => choice.value === value)?.label ?? value;
