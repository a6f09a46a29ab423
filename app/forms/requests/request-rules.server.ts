import { binChoices, serviceAreaTable } from "~/content/finder.server";
import { checkServiceArea } from "~/tools/service-area";
import { enquirySchema } from "../enquiry";
import { binSizeChoices, labelOf, QUOTE_LIMITS, STREAM_CHOICES } from "../quote-fields";
import { asText, cleanLine, cleanText } from "../text";
import { type Question, type RequestKind, SHARED_LIMITS, questionsOf } from "./kinds";
import { type WindowRules, checkWindow, localTime, stateOfPostcode, timeZoneOf } from "./window.server";
import type { RequestWords } from "./words.server";

/** Every field a request form posts, as text. */
export const SHARED_FIELDS = [
  "account",
  "business",
  "address",
  "postcode",
  "name",
  "phone",
  "email",
  "privacy",
];
export const BIN_FIELDS = ["stream", "size", "count"];

export function requestFieldNames(kind: RequestKind, cutOff: string): string[] {
  const own = questionsOf(kind, cutOff).flatMap((q) => (q.type === "bin" ? BIN_FIELDS : [q.name]));
  return [...own, ...SHARED_FIELDS];
}

export type RequestValues = Record<string, string>;
export type RequestErrors = Record<string, string>;

/** What a checked request stores: every answer in words staff read, and where the site is. */
export interface RequestAnswers {
  kind: RequestKind;
  lines: [string, string][];
  values: RequestValues;
  state: string;
  suburb: string;
  notes: string;
}

const shared = enquirySchema([]).pick({
  name: true,
  email: true,
  phone: true,
  privacy: true,
  business: true,
});

const siteDate = (now: Date, postcode: string) =>
  localTime(now, timeZoneOf(stateOfPostcode(postcode) ?? "VIC")).date;

/**
 * Checks a request: the contact details by the enquiry's own rules, the site's postcode against
 * the service areas, each question of its kind, and a missed collection's reporting window. A
 * problem is a message for its field; nothing is stored unless there are none.
 */
export function checkRequest(
  kind: RequestKind,
  values: RequestValues,
  now: Date,
  rules: WindowRules,
  words: RequestWords,
): { ok: true; answers: RequestAnswers } | { ok: false; errors: RequestErrors } {
  const errors: RequestErrors = {};
  const parsed = shared.safeParse(values);
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;

  const account = cleanLine(values.account ?? "").toUpperCase();
  if (account && !/^[A-Z0-9-]{3,20}$/.test(account))
    errors.account = "Enter your account number as it is on your invoice: letters, digits and hyphens";
  if (!account && !cleanLine(values.business ?? ""))
    errors.business = "Enter your business name, or your account number above";
  const address = cleanLine(values.address ?? "");
  if (!address) errors.address = "Enter the street address of the site";
  else if (address.length > SHARED_LIMITS.address)
    errors.address = "The address must be 160 characters or fewer";

  const postcode = cleanLine(values.postcode ?? "").replace(/\s/g, "");
  const area = checkServiceArea(postcode, serviceAreaTable());
  if (!/^\d{4}$/.test(postcode)) errors.postcode = "Enter the site's 4-digit postcode, like 3175";
  else if (area.kind !== "covered") errors.postcode = words.outsideArea;

  const lines: [string, string][] = [];
  let notes = "";
  for (const question of questionsOf(kind, rules.cutOff ?? "")) {
    const answer = checkQuestion(question, values, siteDate(now, postcode));
    if ("error" in answer) Object.assign(errors, answer.error);
    else {
      lines.push(...answer.lines);
      if (question.type === "text") notes = answer.lines[0]?.[1] ?? "";
    }
  }
  if (kind === "missedCollection" && !errors.due && !errors.postcode) {
    const window = checkWindow(values.due ?? "", postcode, now, rules);
    if (window?.kind === "early") errors.due = words.tooEarly;
    if (window?.kind === "late") errors.due = words.tooLate(window.window.lastDay);
  }
  if (Object.keys(errors).length > 0 || !parsed.success || area.kind !== "covered")
    return { ok: false, errors };

  lines.push(["Account number", account || "(not known)"], ["Site address", `${address} ${postcode}`]);
  return {
    ok: true,
    answers: {
      kind,
      lines,
      values: { ...values, account, address, postcode, ...parsed.data, privacy: "yes" },
      state: stateOfPostcode(postcode) ?? "",
      suburb: area.suburb ?? area.area.name,
      notes,
    },
  };
}

type Answer = { lines: [string, string][] } | { error: RequestErrors };

function checkQuestion(question: Question, values: RequestValues, today: string): Answer {
  const value = cleanLine(asText(values[question.name]));
  switch (question.type) {
    case "bin": {
      const stream = values.stream ?? "";
      const size = values.size ?? "";
      const error: RequestErrors = {};
      if (!STREAM_CHOICES.some((c) => c.value === stream)) error.stream = "Choose what goes in the bin";
      const sizes = binSizeChoices(binChoices());
      if (!sizes.some((c) => c.value === size)) error.size = "Choose the bin's size";
      const count = Number(values.count);
      if (question.count && !(Number.isInteger(count) && count >= 1 && count <= QUOTE_LIMITS.count))
        error.count = `Enter how many bins, from 1 to ${QUOTE_LIMITS.count}`;
      if (Object.keys(error).length) return { error };
      const bin = `${labelOf(sizes, size)} for ${labelOf(STREAM_CHOICES, stream).toLowerCase()}`;
      return { lines: [["Bins", question.count ? `${count} × ${bin}` : bin]] };
    }
    case "date": {
      const valid =
        /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
      if (!valid) return { error: { [question.name]: `Enter ${question.label.toLowerCase()} as a date` } };
      if (question.when === "past" && value > today)
        return { error: { [question.name]: "The day it was due cannot be later than today" } };
      if (question.when === "future" && value <= today)
        return { error: { [question.name]: "Choose a day from tomorrow on" } };
      return { lines: [[question.label, value]] };
    }
    case "choice": {
      const found = question.choices.find((c) => c.value === value);
      return found
        ? { lines: [[question.label, found.label]] }
        : { error: { [question.name]: "Choose one of the answers" } };
    }
    case "text": {
      const text = cleanText(asText(values[question.name]));
      if (!text && !question.optional) return { error: { [question.name]: "Tell us what you need" } };
      if (text.length > SHARED_LIMITS.notes)
        return { error: { [question.name]: `This must be ${SHARED_LIMITS.notes} characters or fewer` } };
      return { lines: [[question.label, text || "(none)"]] };
    }
  }
}
