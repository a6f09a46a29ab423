import { binChoices, serviceAreaTable } from "~/content/finder.server";
import { company } from "~/content/company";
import { checkServiceArea } from "~/tools/service-area";
import { enquirySchema } from "../enquiry";
import { binSizeChoices, labelOf, QUOTE_LIMITS, rowField, STREAM_CHOICES } from "../quote-fields";
import { asText, cleanLine, cleanText } from "../text";
import { isAccountNumber } from "~/content/account-number";
import { binFields } from "./bin-fields";
import { type Question, type RequestKind, SHARED_LIMITS, questionsOf } from "~/content/request-kinds";
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
/** Every field the form shows with `rows` rows of bins, in the order it asks them. */
export function requestFieldNames(kind: RequestKind, cutOff: string, rows: number): string[] {
  const own = questionsOf(kind, cutOff).flatMap((q) => (q.type === "bin" ? binFields(q, rows) : [q.name]));
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

  // Spaces aside, since invoices and customers group digits differently; the pattern decides the rest.
  const account = cleanLine(values.account ?? "")
    .replace(/\s/g, "")
    .toUpperCase();
  const accountTooLong = account.length > SHARED_LIMITS.account;
  if (account && (accountTooLong || !isAccountNumber(account, company.accountNumber)))
    errors.account = `Enter your account number as it is on your invoice, such as ${company.accountNumber.example}, or leave it empty and give your business name`;
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
    case "bin":
      return checkBins(question, values);
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

/**
 * The bins of a request, one row each: the first row is needed, a later row left empty is
 * skipped, and a row begun is checked whole. Stored as one answer, a line per row joined.
 */
function checkBins(question: Extract<Question, { type: "bin" }>, values: RequestValues): Answer {
  const sizes = binSizeChoices(binChoices());
  const rows = question.count ? Math.max(1, Number(values.rows) || 1) : 1;
  const error: RequestErrors = {};
  const bins: string[] = [];
  for (let index = 0; index < rows; index++) {
    const field = (part: "stream" | "size" | "count") => rowField(index, part);
    const stream = values[field("stream")] ?? "";
    const size = values[field("size")] ?? "";
    const count = question.count ? cleanLine(values[field("count")] ?? "") : "";
    if (index > 0 && !stream && !size && !count) continue;
    const wrong: RequestErrors = {};
    if (!STREAM_CHOICES.some((c) => c.value === stream))
      wrong[field("stream")] = "Choose what goes in the bin";
    if (!sizes.some((c) => c.value === size)) wrong[field("size")] = "Choose the bin's size";
    const many = Number(count);
    if (question.count && !(/^\d+$/.test(count) && many >= 1 && many <= QUOTE_LIMITS.count))
      wrong[field("count")] = `Enter how many bins, from 1 to ${QUOTE_LIMITS.count}`;
    Object.assign(error, wrong);
    const bin = `${labelOf(sizes, size)} for ${labelOf(STREAM_CHOICES, stream).toLowerCase()}`;
    if (Object.keys(wrong).length === 0) bins.push(question.count ? `${many} × ${bin}` : bin);
  }
  if (Object.keys(error).length) return { error };
  return { lines: [[question.count ? "Bins" : "Bin", bins.join("; ")]] };
}
